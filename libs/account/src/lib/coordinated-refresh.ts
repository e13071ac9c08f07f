import type { TokensResponse } from '@nordshop/api-contract';
import { fromPromise } from 'xstate';
import { REFRESH_LEAD_MS } from './auth-constants';
import type { RefreshInput } from './auth-actors';
import { jwtExpiresAt } from './token-expiry';

/** What a refresh needs from its surroundings to run in one tab at a time. */
export interface RefreshCoordination {
  /**
   * Runs `task` while no other tab of the shop runs one (the browser's Web Locks API); runs it at
   * once where there is no such API.
   */
  exclusive<T>(task: () => Promise<T>): Promise<T>;
  /** The access token of the session the tabs share (local storage), or null. */
  storedAccessToken(): string | null;
  /** The clock, epoch milliseconds. */
  now(): number;
}

/**
 * Whether a refresh can take the stored access token instead of asking the API: another tab has
 * refreshed the same session meanwhile (a different token) and it is good for longer than the
 * refresh lead.
 */
export function adoptableToken(stored: string | null, own: string, now: number): stored is string {
  if (stored === null || stored === own) return false;
  const expiresAt = jwtExpiresAt(stored);
  return expiresAt !== null && expiresAt - now > REFRESH_LEAD_MS;
}

/**
 * Refreshes one tab at a time: a session's refresh token is good for one refresh only (the API
 * ends the session when one is used twice, docs/decisions/012), and every tab of the shop shares
 * the session. Inside the lock, a token another tab has just refreshed is taken over instead of
 * refreshing again; its refresh token stays in the HttpOnly cookie, so the answer carries none.
 */
export async function refreshOnce(
  input: RefreshInput,
  refresh: (input: RefreshInput) => Promise<TokensResponse>,
  coordination: RefreshCoordination,
): Promise<TokensResponse> {
  return coordination.exclusive(async () => {
    const stored = coordination.storedAccessToken();
    const now = coordination.now();
    if (input.strategy === 'myAccount' && adoptableToken(stored, input.accessToken ?? '', now)) {
      const expiresAt = jwtExpiresAt(stored) ?? now;
      return {
        access_token: stored,
        refresh_token: '',
        token_type: 'Bearer',
        expires_in: Math.max(1, Math.floor((expiresAt - now) / 1000)),
      };
    }
    return refresh(input);
  });
}

/** The `refresh` actor of `actors` run through {@link refreshOnce}. */
export function withCoordinatedRefresh<A extends { refresh: unknown }>(
  actors: A,
  refresh: (input: RefreshInput) => Promise<TokensResponse>,
  coordination: RefreshCoordination,
): A {
  return {
    ...actors,
    refresh: fromPromise<TokensResponse, RefreshInput>(({ input }) =>
      refreshOnce(input, refresh, coordination),
    ),
  };
}
