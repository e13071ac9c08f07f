import { describe, expect, it } from 'vitest';
import { REFRESH_LEAD_MS, restorePlan } from '../index';
import type { RestorePlan, SessionTokens } from '../index';

const NOW = 1_000_000_000;
const tokens = (
  expiresIn: number,
  refresh: string | null = 'refresh',
  refreshByCookie = false,
): SessionTokens => ({
  access_token: 'access',
  refresh_token: refresh,
  refreshByCookie,
  expiresAt: NOW + expiresIn,
});

describe('restorePlan', () => {
  it.each<{ name: string; tokens: SessionTokens | null; plan: RestorePlan }>([
    { name: 'nothing stored logs out', tokens: null, plan: 'loggedOut' },
    {
      name: 'a token good for longer than the lead fetches the user',
      tokens: tokens(REFRESH_LEAD_MS + 1),
      plan: 'fetchUser',
    },
    { name: 'a token inside the lead refreshes', tokens: tokens(REFRESH_LEAD_MS), plan: 'refresh' },
    { name: 'an expired token refreshes', tokens: tokens(-1), plan: 'refresh' },
    {
      name: 'a token of unknown expiry (0) refreshes',
      tokens: { ...tokens(0), expiresAt: 0 },
      plan: 'refresh',
    },
    {
      name: 'a token inside the lead without refresh token is used while it lasts',
      tokens: tokens(1_000, null),
      plan: 'fetchUser',
    },
    {
      name: 'an expired token with the refresh cookie refreshes',
      tokens: tokens(-1, null, true),
      plan: 'refresh',
    },
    {
      name: 'a token inside the lead with the refresh cookie refreshes',
      tokens: tokens(1_000, null, true),
      plan: 'refresh',
    },
    {
      name: 'an expired token without refresh token logs out',
      tokens: tokens(0, null),
      plan: 'loggedOut',
    },
  ])('$name', ({ tokens: stored, plan }) => {
    expect(restorePlan(stored, NOW)).toBe(plan);
  });
});
