import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_TIMER_DELAY_MS,
  REFRESH_LEAD_MS,
  TOKEN_MAX_AGE_SECONDS,
  expiryDelay,
  refreshDelay,
} from '../index';

const NOW = 1_000_000_000;
const MAX_AGE_MS = TOKEN_MAX_AGE_SECONDS * 1000;

describe('refreshDelay', () => {
  it.each([
    {
      name: 'a fresh token is refreshed one lead before its max age',
      expiresAt: NOW + MAX_AGE_MS,
      expected: MAX_AGE_MS - REFRESH_LEAD_MS,
    },
    {
      name: 'a token expiring just after the lead waits the difference',
      expiresAt: NOW + REFRESH_LEAD_MS + 1,
      expected: 1,
    },
    {
      name: 'a token inside the lead is refreshed at once',
      expiresAt: NOW + REFRESH_LEAD_MS - 1,
      expected: 0,
    },
    { name: 'an expired token is refreshed at once', expiresAt: NOW - 5_000, expected: 0 },
    {
      name: 'a token expiring in a year waits no longer than a timer can',
      expiresAt: NOW + 365 * 24 * 3_600_000,
      expected: MAX_TIMER_DELAY_MS,
    },
  ])('$name', ({ expiresAt, expected }) => {
    expect(refreshDelay(expiresAt, NOW)).toBe(expected);
  });

  it('is never negative and never later than the expiry', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (expiresAt, now) => {
        const delay = refreshDelay(expiresAt, now);
        return delay >= 0 && delay <= expiryDelay(expiresAt, now) && delay <= MAX_TIMER_DELAY_MS;
      }),
    );
  });
});

describe('expiryDelay', () => {
  it.each([
    { name: 'waits until the expiry', expiresAt: NOW + 30_000, expected: 30_000 },
    { name: 'is 0 for an expired token', expiresAt: NOW - 1, expected: 0 },
    {
      name: 'is cut to what a timer can wait',
      expiresAt: NOW + 2 ** 40,
      expected: MAX_TIMER_DELAY_MS,
    },
  ])('$name', ({ expiresAt, expected }) => {
    expect(expiryDelay(expiresAt, NOW)).toBe(expected);
  });
});
