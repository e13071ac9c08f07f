import { ApiRequestError } from '@nordshop/api-contract';

/** How many times a failed read is tried again, at most. */
export const QUERY_RETRIES = 1;

/**
 * Statuses of a proxy whose upstream failed to answer (bad gateway, gateway timeout): another
 * process may answer the same request at once.
 */
const GATEWAY_FAILURES: ReadonlySet<number> = new Set([502, 504]);

/**
 * Whether a failed read is tried again: once, and only when no process answered it (the network
 * failed, or the proxy found no upstream). An answer is final: a 404 stays not found, and a 503
 * says when to come back (Retry-After), so asking again a second later only makes the shopper
 * wait (a missing page took 1 s more, a frozen database's page 2.5 s more, on the server).
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_RETRIES) return false;
  return !(error instanceof ApiRequestError) || GATEWAY_FAILURES.has(error.status);
}
