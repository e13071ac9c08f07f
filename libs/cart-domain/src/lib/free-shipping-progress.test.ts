import { shippingPriceFor } from '@nordshop/coupon-engine';
import { LOCALE_CODES, STOREFRONTS } from '@nordshop/locale-config';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { freeShippingProgress } from '../index';

describe('freeShippingProgress', () => {
  it.each([
    {
      name: '78 kr short of the Swedish threshold',
      goods: STOREFRONTS.sv.freeShippingFrom - 7_800,
      left: 7_800,
    },
    { name: 'at the Swedish threshold', goods: STOREFRONTS.sv.freeShippingFrom, left: 0 },
    { name: 'an empty cart', goods: 0, left: STOREFRONTS.sv.freeShippingFrom },
  ])('$name: $left left', ({ goods, left }) => {
    const progress = freeShippingProgress(goods, 'sv');
    expect(progress.left).toBe(left);
    expect(progress.threshold).toBe(STOREFRONTS.sv.freeShippingFrom);
  });

  it('says shipping is free exactly when checkout charges none for it, on every storefront', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LOCALE_CODES), fc.nat(2_000_000), (locale, goods) => {
        const progress = freeShippingProgress(goods, locale);
        const threshold = STOREFRONTS[locale].freeShippingFrom;
        expect(progress.left === 0).toBe(shippingPriceFor(7_900, goods, threshold) === 0);
        expect(progress.share).toBeGreaterThanOrEqual(0);
        expect(progress.share).toBeLessThanOrEqual(1);
        expect(progress.share === 1).toBe(progress.left === 0);
      }),
    );
  });
});
