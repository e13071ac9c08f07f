/** Entries the navigation history keeps (spec sections 4 and 9). */
export const NAVIGATION_HISTORY_SIZE = 5;

/** Field of the td02 local storage object that holds the history. */
export const HISTORY_FIELD = 'history';

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
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record['path'] === 'string' &&
    (record['mainSku'] === undefined || typeof record['mainSku'] === 'string')
  );
}

/** The history stored in the td02 value; empty when absent or unreadable. */
export function readHistory(stored: string | null): readonly HistoryEntry[] {
  try {
    const root: unknown = JSON.parse(stored ?? '{}');
    const list =
      typeof root === 'object' && root !== null
        ? (root as Record<string, unknown>)[HISTORY_FIELD]
        : undefined;
    return Array.isArray(list) ? list.filter(isEntry).slice(0, NAVIGATION_HISTORY_SIZE) : [];
  } catch {
    return [];
  }
}

/** The td02 value with `history` replaced, the other fields kept (a corrupt value is replaced). */
export function writeHistory(stored: string | null, history: readonly HistoryEntry[]): string {
  let root: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(stored ?? '{}');
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
      root = parsed as Record<string, unknown>;
  } catch {
    root = {};
  }
  return JSON.stringify({ ...root, [HISTORY_FIELD]: history });
}
