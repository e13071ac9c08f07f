/** Backoff of a failed sync: the first retry waits `firstMs`, each next one twice as long, at most `maxMs`. */
export const SYNC_RETRY = { firstMs: 1_000, maxMs: 30_000 } as const;

/**
 * How long to wait before retrying after `failures` failed syncs in a row (1 s, 2 s, 4 s, ...
 * capped at 30 s), in milliseconds. Fewer than 1 failure counts as 1.
 */
export function syncRetryDelay(failures: number): number {
  const exponent = Math.max(0, Math.min(Math.floor(failures) - 1, 30));
  return Math.min(SYNC_RETRY.maxMs, SYNC_RETRY.firstMs * 2 ** exponent);
}
