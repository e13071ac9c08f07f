import fc from 'fast-check';
import { STOREFRONTS } from '@nordshop/locale-config';
import { describe, expect, it } from 'vitest';
import { freeShippingLeft, shippingPriceFor } from './free-shipping';

const SV = STOREFRONTS.sv.freeShippingFrom;

describe('free shipping', () => {
  it.each([
    { name: 'an empty cart lacks the whole threshold', goods: 0, left: SV },
    { name: '78 kr short', goods: SV - 7_800, left: 7_800 },
    { name: 'exactly at the threshold', goods: SV, left: 0 },
    { name: 'above the threshold', goods: SV + 1, left: 0 },
  ])('$name (sv)', ({ goods, left }) => {
    expect(freeShippingLeft(goods, SV)).toBe(left);
    expect(shippingPriceFor(7_900, goods, SV)).toBe(left === 0 ? 0 : 7_900);
  });

  it('charges shipping exactly while something is left, and what is left never grows with the goods', () => {
    fc.assert(
      fc.property(
        fc.nat(2_000_000),
        fc.nat(2_000_000),
        fc.nat(200_000),
        fc.nat(50_000),
        (goods, more, freeFrom, price) => {
          const left = freeShippingLeft(goods, freeFrom);
          expect(left).toBeGreaterThanOrEqual(0);
          expect(goods + left).toBeGreaterThanOrEqual(freeFrom);
          expect(freeShippingLeft(goods + more, freeFrom)).toBeLessThanOrEqual(left);
          expect(shippingPriceFor(price, goods, freeFrom)).toBe(left > 0 ? price : 0);
        },
      ),
    );
  });
});
