/**
 * When a delivery an endpoint did not take (no answer, a timeout, any status but 2xx) is tried
 * again: 30 s after the first try, then twice as long after each further one, at most an hour
 * apart; after {@link WEBHOOK_MAX_ATTEMPTS} tries (about three days) it is given up as `failed`,
 * and the order's later events go on.
 */
export const WEBHOOK_MAX_ATTEMPTS = 80;

const FIRST_DELAY_MS = 30_000;
const MAX_DELAY_MS = 60 * 60_000;

/** The wait before the next try after `attempts` failed tries (1 or more). */
export function webhookRetryDelayMs(attempts: number): number {
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.max(0, Math.min(attempts - 1, 20)));
}
