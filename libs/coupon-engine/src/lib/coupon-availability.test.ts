import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { couponUnavailableReason, type CouponAvailability } from '../index';

const NOW = Date.UTC(2026, 1, 10, 12, 0, 0);

const usable: CouponAvailability = {
  active: true,
  locales: null,
  starts_at: null,
  expires_at: null,
};

describe('couponUnavailableReason', () => {
  it.each<{ name: string; coupon: Partial<CouponAvailability>; locale: string; reason: unknown }>([
    { name: 'a coupon without limits', coupon: {}, locale: 'fi', reason: null },
    {
      name: 'VINTER2025, expired on 1 March 2025',
      coupon: { expires_at: '2025-03-01T00:00:00.000Z' },
      locale: 'sv',
      reason: 'expired',
    },
    {
      name: 'a coupon expiring at this very instant',
      coupon: { expires_at: new Date(NOW) },
      locale: 'sv',
      reason: 'expired',
    },
    {
      name: 'a coupon expiring a millisecond from now',
      coupon: { expires_at: new Date(NOW + 1) },
      locale: 'sv',
      reason: null,
    },
    {
      name: 'a calendar door of tomorrow, answered as a code that does not exist',
      coupon: { starts_at: new Date(NOW + 86_400_000) },
      locale: 'sv',
      reason: 'missing',
    },
    {
      name: "another storefront's calendar door of tomorrow, not revealed either",
      coupon: { locales: ['no'], starts_at: new Date(NOW + 86_400_000) },
      locale: 'sv',
      reason: 'missing',
    },
    {
      name: 'a calendar door that opened this very instant',
      coupon: { starts_at: new Date(NOW) },
      locale: 'sv',
      reason: null,
    },
    {
      name: 'SVERIGE5 on the Finnish storefront',
      coupon: { locales: ['sv'] },
      locale: 'fi',
      reason: 'otherStorefront',
    },
    {
      name: 'SVERIGE5 on the Swedish storefront',
      coupon: { locales: ['sv'] },
      locale: 'sv',
      reason: null,
    },
    { name: 'an empty storefront list', coupon: { locales: [] }, locale: 'nl', reason: null },
    {
      name: 'an inactive coupon, not revealed',
      coupon: { active: false, expires_at: '2025-03-01T00:00:00.000Z' },
      locale: 'sv',
      reason: 'missing',
    },
    {
      name: 'an expired coupon of another storefront (the storefront first)',
      coupon: { locales: ['sv'], expires_at: '2025-03-01T00:00:00.000Z' },
      locale: 'nl',
      reason: 'otherStorefront',
    },
  ])('$name: $reason', ({ coupon, locale, reason }) => {
    expect(couponUnavailableReason({ ...usable, ...coupon }, locale, NOW)).toBe(reason);
  });

  it('stays expired once expired, and stays started once started', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4e12 }),
        fc.integer({ min: 0, max: 4e12 }),
        fc.integer({ min: 0, max: 1e11 }),
        (boundary, now, later) => {
          const expiring = { ...usable, expires_at: new Date(boundary) };
          if (couponUnavailableReason(expiring, 'sv', now) === 'expired')
            expect(couponUnavailableReason(expiring, 'sv', now + later)).toBe('expired');
          const starting = { ...usable, starts_at: new Date(boundary) };
          if (couponUnavailableReason(starting, 'sv', now) === null)
            expect(couponUnavailableReason(starting, 'sv', now + later)).toBeNull();
        },
      ),
    );
  });

  it('answers a coupon that has not started exactly like one that does not exist, whatever else it is', () => {
    const anyCoupon = fc.record({
      active: fc.boolean(),
      locales: fc.option(fc.subarray(['sv', 'no', 'da', 'fi', 'nl']), { nil: null }),
      expires_at: fc.option(
        fc.integer({ min: 0, max: 4e12 }).map((ms) => new Date(ms)),
        {
          nil: null,
        },
      ),
    });
    fc.assert(
      fc.property(
        anyCoupon,
        fc.integer({ min: 0, max: 4e12 }),
        fc.integer({ min: 1, max: 1e11 }),
        fc.constantFrom('sv', 'no', 'da', 'fi', 'nl'),
        (coupon, now, ahead, locale) => {
          const future = { ...coupon, starts_at: new Date(now + ahead) };
          expect(couponUnavailableReason(future, locale, now)).toBe('missing');
        },
      ),
    );
  });
});
