import { refreshDelay } from './refresh-delay';
import { canRefreshSession, type SessionTokens } from './session-tokens';

/** What to do with a stored session on start. */
export type RestorePlan = 'fetchUser' | 'refresh' | 'loggedOut';

/**
 * The first step of restoring stored tokens at `now` (epoch milliseconds): fetch the user while
 * the access token is good for longer than the refresh lead; else refresh once when there is a
 * refresh token or refresh cookie (its own expiry is not trusted to the client's clock: the server decides); else
 * use the access token for what is left of its life; else log out.
 */
export function restorePlan(tokens: SessionTokens | null, now: number): RestorePlan {
  if (tokens === null) return 'loggedOut';
  if (refreshDelay(tokens.expiresAt, now) > 0) return 'fetchUser';
  if (canRefreshSession(tokens)) return 'refresh';
  return tokens.expiresAt > now ? 'fetchUser' : 'loggedOut';
}
