import { TD02_KEY, type Td02, type Td02Storage } from '../lib/td02';

/** A Web Storage in memory, for tests: what a test reads back is the stored td02 text. */
export interface MemoryStorage extends Td02Storage {
  /** The stored td02 text, or null when nothing is stored. */
  readonly stored: () => string | null;
}

/** A Web Storage in memory holding `initial` as its td02 value (nothing when absent). */
export function memoryStorage(initial?: Td02 | string): MemoryStorage {
  const items = new Map<string, string>();
  if (initial !== undefined)
    items.set(TD02_KEY, typeof initial === 'string' ? initial : JSON.stringify(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    stored: () => items.get(TD02_KEY) ?? null,
  };
}
