import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SPIN_BUTTON, changeQuantity, isQuantityLocked } from '../index';
import type { CartLineItem } from '../index';
import { aCartLine } from '../testing';

const line = aCartLine({ uuid: 'a', quantity: 1 });
const other = aCartLine({ uuid: 'b', sku: 'CABLE-1', quantity: 2, pricing: [], price: 9_900 });

describe('changeQuantity', () => {
  it.each([
    { name: 'removes the line at 0 (the trash icon)', quantity: 0, out: null },
    { name: 'removes the line below 0', quantity: -3, out: null },
    {
      name: 'sets a positive quantity below the next tier',
      quantity: 4,
      out: { quantity: 4, price: 19_900 },
    },
    {
      name: 'takes the price of the tier from 5 units',
      quantity: 5,
      out: { quantity: 5, price: 17_900 },
    },
    {
      name: 'takes the price of the highest tier reached',
      quantity: 12,
      out: { quantity: 12, price: 15_900 },
    },
    { name: 'truncates a fraction', quantity: 3.7, out: { quantity: 3, price: 19_900 } },
    {
      name: `caps at the cart line maximum of ${SPIN_BUTTON.cartLineMax}`,
      quantity: 9_999,
      out: { quantity: 5_000, price: 15_900 },
    },
  ])('$name', ({ quantity, out }) => {
    const change = changeQuantity([line, other], 'a', quantity);

    expect(change).toEqual({
      type: 'cart.quantityChanged',
      items: out === null ? [other] : [{ ...line, ...out }, other],
    });
  });

  it('drops a tier whose price is not lower than the previous tier before choosing', () => {
    const tiered = aCartLine({
      uuid: 'a',
      price: 10_000,
      pricing: [
        { q: 1, p: 10_000 },
        { q: 5, p: 12_000 },
        { q: 10, p: 8_000 },
      ],
    });

    const at = (quantity: number) => {
      const change = changeQuantity([tiered], 'a', quantity);
      return change.type === 'cart.quantityChanged' ? change.items[0]?.price : undefined;
    };

    expect([at(4), at(5), at(9), at(10)]).toEqual([10_000, 10_000, 10_000, 8_000]);
  });

  it('keeps a discounted price while the quantity stays in the same tier', () => {
    const discounted = aCartLine({ uuid: 'a', quantity: 1, price: 17_910 });

    const change = changeQuantity([discounted], 'a', 3);

    expect(change).toEqual({
      type: 'cart.quantityChanged',
      items: [{ ...discounted, quantity: 3 }],
    });
  });

  it('goes back to a lower tier price when the quantity falls', () => {
    const change = changeQuantity([aCartLine({ uuid: 'a', quantity: 10, price: 15_900 })], 'a', 2);

    expect(change.type === 'cart.quantityChanged' && change.items[0]?.price).toBe(19_900);
  });

  it.each([
    { name: 'from cross-selling', locked: aCartLine({ uuid: 'a', cross_selling_product_id: 55 }) },
    { name: 'added by a coupon', locked: aCartLine({ uuid: 'a', added_by_coupon: 'FREECASE' }) },
    { name: 'of an upselling bundle', locked: aCartLine({ uuid: 'a', upselling_bundle_id: 4 }) },
  ])('refuses a positive quantity on a line $name', ({ locked }) => {
    expect(changeQuantity([locked], 'a', 3)).toEqual({
      type: 'cart.quantityRefused',
      uuid: 'a',
      reason: 'locked',
    });
  });

  it('removes a locked line at 0', () => {
    const locked = aCartLine({ uuid: 'a', added_by_coupon: 'FREECASE' });

    expect(changeQuantity([locked, other], 'a', 0)).toEqual({
      type: 'cart.quantityChanged',
      items: [other],
    });
  });

  it('refuses a line the cart does not hold', () => {
    expect(changeQuantity([line], 'nope', 2)).toEqual({
      type: 'cart.quantityRefused',
      uuid: 'nope',
      reason: 'unknownLine',
    });
  });

  it('never changes its arguments', () => {
    const lines: readonly CartLineItem[] = Object.freeze([Object.freeze(aCartLine({ uuid: 'a' }))]);

    changeQuantity(lines, 'a', 7);
    changeQuantity(lines, 'a', 0);

    expect(lines).toEqual([aCartLine({ uuid: 'a' })]);
  });

  it('leaves every line within 1..5000 and touches no other line', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.double()), (quantity) => {
        const change = changeQuantity([line, other], 'a', quantity);
        if (change.type !== 'cart.quantityChanged') return false;
        const changed = change.items.find((item) => item.uuid === 'a');
        const untouched = change.items.find((item) => item.uuid === 'b') === other;
        const inRange =
          changed === undefined || (changed.quantity >= 1 && changed.quantity <= 5000);
        return untouched && inRange && (changed === undefined) === quantity <= 0;
      }),
    );
  });
});

describe('isQuantityLocked', () => {
  it.each([
    { name: 'a plain line', overrides: {}, out: false },
    {
      name: 'an upsold product outside a bundle',
      overrides: { upselling_product_id: 8 },
      out: false,
    },
    { name: 'a cross-selling line', overrides: { cross_selling_product_id: 55 }, out: true },
    { name: 'a line added by a coupon', overrides: { added_by_coupon: 'FREECASE' }, out: true },
    { name: 'an upselling bundle line', overrides: { upselling_bundle_id: 'bundle-4' }, out: true },
    { name: 'a line with a unique bundle id', overrides: { unique_bundle_id: 'b-1' }, out: true },
  ])('$name: $out', ({ overrides, out }) => {
    expect(isQuantityLocked(aCartLine(overrides))).toBe(out);
  });
});
