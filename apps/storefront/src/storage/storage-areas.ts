import type { Td02Storage } from '@nordshop/browser-state';

/**
 * A browser storage area, or undefined on the server and where the browser refuses it (reading
 * `window.localStorage` throws when storage is blocked). Pass it to readTd02 and patchTd02.
 */
function area(read: () => Storage): Td02Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : read();
  } catch {
    return undefined;
  }
}

/** Local storage: the td02 value kept across visits (cart, auth, recently viewed, history). */
export function localArea(): Td02Storage | undefined {
  return area(() => window.localStorage);
}

/** The tab's session storage: the td02 value of the visit (discount, experiments, order logins). */
export function sessionArea(): Td02Storage | undefined {
  return area(() => window.sessionStorage);
}
