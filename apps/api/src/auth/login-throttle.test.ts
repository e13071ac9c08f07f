import { describe, expect, it } from 'vitest';
import { LOGIN_LIMITS, LoginThrottle } from './login-throttle';

function throttle() {
  let now = 1_000_000;
  const limiter = new LoginThrottle(() => now);
  return { limiter, advance: (ms: number) => (now += ms) };
}

describe('LoginThrottle (per account 5, per address 20, in 15 minutes)', () => {
  it('lets an account try 5 times, then makes it wait until the oldest failure leaves the window', () => {
    const { limiter, advance } = throttle();
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i++) {
      expect(limiter.retryAfterMs('anna@example.com', 'a1')).toBe(0);
      limiter.failed('anna@example.com', 'a1');
      advance(1_000);
    }
    expect(limiter.retryAfterMs('anna@example.com', 'a1')).toBe(LOGIN_LIMITS.windowMs - 5_000);
    expect(limiter.retryAfterMs('anna@example.com', 'another-address')).toBeGreaterThan(0);
    expect(limiter.retryAfterMs('bo@example.com', 'a1')).toBe(0);
    advance(LOGIN_LIMITS.windowMs - 5_000);
    expect(limiter.retryAfterMs('anna@example.com', 'a1')).toBe(0);
  });

  it('limits one address trying many accounts', () => {
    const { limiter } = throttle();
    for (let i = 0; i < LOGIN_LIMITS.perAddress; i++) limiter.failed(`user${i}@example.com`, 'a1');
    expect(limiter.retryAfterMs('new@example.com', 'a1')).toBeGreaterThan(0);
    expect(limiter.retryAfterMs('new@example.com', 'a2')).toBe(0);
  });

  it('counts only the account for an in-process call without an address', () => {
    const { limiter } = throttle();
    for (let i = 0; i < LOGIN_LIMITS.perAddress; i++)
      limiter.failed(`user${i}@example.com`, undefined);
    expect(limiter.retryAfterMs('new@example.com', undefined)).toBe(0);
  });

  it('clears the account after a successful login', () => {
    const { limiter } = throttle();
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i++) limiter.failed('anna@example.com', `a${i}`);
    limiter.succeeded('anna@example.com');
    expect(limiter.retryAfterMs('anna@example.com', 'a9')).toBe(0);
  });
});
