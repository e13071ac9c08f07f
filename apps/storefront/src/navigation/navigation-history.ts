import { TD02_FIELDS, isJsonObject, type Td02, type Td02Patch } from '@nordshop/browser-state';

/** Entries the navigation history keeps (spec sections 4 and 9). */
export const NAVIGATION_HISTORY_SIZE = 5;

/** Field of the td02 local storage value that holds the history. */
export const HISTORY_FIELD = TD02_FIELDS.history;

/** A page the shopper went to: its path and, for a product page, the main SKU. */
export interface HistoryEntry {
  readonly path: string;
  readonly mainSku?: string;
}

/**
 * The history after going to `entry`: newest first, at most five entries; going again to the
 * target the history starts with changes nothing (a reload, a re-render).
 */
export function pushHistory(
  history: readonly HistoryEntry[],
  entry: HistoryEntry,
): readonly HistoryEntry[] {
  if (history[0]?.path === entry.path) return history;
  return [entry, ...history].slice(0, NAVIGATION_HISTORY_SIZE);
}

function isEntry(value: unknown): value is HistoryEntry {
  return (
    isJsonObject(value) &&
    typeof value['path'] === 'string' &&
    (value['mainSku'] === undefined || typeof value['mainSku'] === 'string')
  );
}

/** The history stored in a td02 value; empty when absent or unreadable. */
export function readHistory(td02: Td02): readonly HistoryEntry[] {
  const list = td02[HISTORY_FIELD];
  return Array.isArray(list) ? list.filter(isEntry).slice(0, NAVIGATION_HISTORY_SIZE) : [];
}

/** The td02 patch that stores `history` (pass it to `patchTd02`, which keeps the other fields). */
export function historyPatch(history: readonly HistoryEntry[]): Td02Patch {
  return { [HISTORY_FIELD]: history };
}
