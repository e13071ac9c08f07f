import { TD02_KEY } from '@nordshop/browser-state';
import { localArea } from '../storage/storage-areas';

/**
 * The raw td02 local storage value (cart, recently viewed, auth), or null on the server, when
 * nothing is stored, or when storage is blocked (private mode).
 */
export function readLocalState(): string | null {
  try {
    return localArea()?.getItem(TD02_KEY) ?? null;
  } catch {
    return null;
  }
}
