import { REFRESH_LEAD_MS } from './auth-constants';

/**
 * The longest delay a timer can wait, in milliseconds (2^31 - 1, about 24.8 days): a longer one
 * would fire at once in browsers and Node, so longer delays are cut to it (the timer then fires
 * early, and the token is refreshed early, which is harmless).
 */
export const MAX_TIMER_DELAY_MS = 2_147_483_647;

const timerDelay = (ms: number) => Math.min(MAX_TIMER_DELAY_MS, Math.max(0, ms));

/**
 * How long to wait before refreshing an access token that expires at `expiresAt`: until
 * {@link REFRESH_LEAD_MS} (60 s) before expiry, and 0 when that moment has passed. Both times in
 * epoch milliseconds; the result in milliseconds, 0..{@link MAX_TIMER_DELAY_MS}.
 */
export function refreshDelay(expiresAt: number, now: number): number {
  return timerDelay(expiresAt - REFRESH_LEAD_MS - now);
}

/**
 * Milliseconds until `expiresAt` (epoch milliseconds), 0..{@link MAX_TIMER_DELAY_MS}: when a
 * token that cannot be refreshed ends.
 */
export function expiryDelay(expiresAt: number, now: number): number {
  return timerDelay(expiresAt - now);
}
