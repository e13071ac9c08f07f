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

/** Client-error statuses that may succeed when sent again: timeout, too early, too many requests. */
const RETRYABLE_CLIENT_STATUSES: ReadonlySet<number> = new Set([408, 425, 429]);

/**
 * Whether a failed sync is worth retrying. A network failure or a server error (5xx) is; a request
 * the server refused as wrong (4xx, e.g. a 400 naming a field) would fail the same way again, so
 * it is not, except 408, 425 and 429. An error without a numeric `status` counts as a network failure.
 */
export function isRetryableSyncError(error: unknown): boolean {
  const status =
    typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
  if (typeof status !== 'number') return true;
  return status < 400 || status >= 500 || RETRYABLE_CLIENT_STATUSES.has(status);
}
