import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { addToCart, canMergeInto, isAddable, lastAddedToCart } from '../index';
import type { CartLineItem, NewCartItem } from '../index';
import { aCartLine, aNewCartItem, sequentialUuids } from '../testing';

const plainLine = aCartLine({ uuid: 'line-1', quantity: 2 });

describe('addToCart', () => {
  it.each<{ name: string; line: CartLineItem; added: NewCartItem; merges: boolean }>([
    {
      name: 'merges a plain item into the plain line of its SKU',
      line: plainLine,
      added: aNewCartItem({ quantity: 1 }),
      merges: true,
    },
    {
      name: 'pushes an item of another SKU',
      line: plainLine,
      added: aNewCartItem({ sku: 'CABLE-1' }),
      merges: false,
    },
    {
      name: 'pushes an item from cross-selling',
      line: plainLine,
      added: aNewCartItem({ cross_selling_product_id: 55 }),
      merges: false,
    },
    {
      name: 'pushes an item of an upselling bundle',
      line: plainLine,
      added: aNewCartItem({ upselling_bundle_id: 9 }),
      merges: false,
    },
    {
      name: 'pushes an item with a unique bundle id',
      line: plainLine,
      added: aNewCartItem({ unique_bundle_id: 'b-1' }),
      merges: false,
    },
    {
      name: 'does not merge into a cross-selling line',
      line: aCartLine({ cross_selling_product_id: 55 }),
      added: aNewCartItem(),
      merges: false,
    },
    {
      name: 'does not merge into an upselling bundle line',
      line: aCartLine({ upselling_bundle_id: 'bundle-4' }),
      added: aNewCartItem(),
      merges: false,
    },
    {
      name: 'does not merge into a line added by a coupon',
      line: aCartLine({ added_by_coupon: 'FREECASE' }),
      added: aNewCartItem(),
      merges: false,
    },
    {
      name: 'does not merge into a line of another subscription interval',
      line: aCartLine({ subscription_interval: { days: 30, name: 'Every month' } }),
      added: aNewCartItem(),
      merges: false,
    },
  ])('$name', ({ line, added, merges }) => {
    const makeUuid = vi.fn(() => 'line-new');

    const result = addToCart([line], added, makeUuid);

    expect(canMergeInto(line, added)).toBe(merges);
    if (merges) {
      expect(result.items).toEqual([{ ...line, quantity: line.quantity + added.quantity }]);
      expect(makeUuid).not.toHaveBeenCalled();
      expect(result.added).toEqual({ ...added, uuid: line.uuid });
    } else {
      expect(result.items).toEqual([line, { ...added, uuid: 'line-new' }]);
      expect(result.added.uuid).toBe('line-new');
    }
  });

  it('re-prices a merged line by the tier its new quantity reaches', () => {
    const { items } = addToCart(
      [aCartLine({ quantity: 2 })],
      aNewCartItem({ quantity: 3 }),
      sequentialUuids(),
    );

    expect(items[0]).toMatchObject({ quantity: 5, price: 17_900 });
  });

  it('keeps the given price of a new line', () => {
    const { items } = addToCart(
      [],
      aNewCartItem({ quantity: 1, price: 18_500 }),
      sequentialUuids(),
    );

    expect(items).toEqual([{ ...aNewCartItem({ price: 18_500 }), uuid: 'uuid-1' }]);
  });

  it('merges into the first mergeable line only', () => {
    const lines = [
      aCartLine({ uuid: 'a', added_by_coupon: 'X1' }),
      aCartLine({ uuid: 'b' }),
      aCartLine({ uuid: 'c' }),
    ];

    const { items } = addToCart(lines, aNewCartItem({ quantity: 1 }), sequentialUuids());

    expect(items.map((line) => [line.uuid, line.quantity])).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 1],
    ]);
  });

  it('never changes its arguments', () => {
    const lines = Object.freeze([Object.freeze(aCartLine())]);
    const added = Object.freeze(aNewCartItem({ quantity: 4 }));

    expect(() => addToCart(lines, added, sequentialUuids())).not.toThrow();
    expect(lines[0]?.quantity).toBe(1);
  });

  const origin = fc.record({
    cross_selling_product_id: fc.option(fc.integer({ min: 1, max: 3 })),
    upselling_bundle_id: fc.option(fc.integer({ min: 1, max: 3 })),
    unique_bundle_id: fc.constantFrom(null, 'u-1'),
    added_by_coupon: fc.constantFrom(null, 'FREECASE'),
  });
  const lineArb = fc
    .tuple(
      fc.constantFrom('CASE-1', 'CABLE-1', 'GLASS-1'),
      fc.integer({ min: 1, max: 5000 }),
      origin,
    )
    .map(([sku, quantity, o]) => aCartLine({ sku, quantity, ...o }));
  const linesArb = fc
    .array(lineArb, { maxLength: 8 })
    .map((lines) => lines.map((line, i) => ({ ...line, uuid: `line-${i}` })));
  const sum = (lines: readonly CartLineItem[]) =>
    lines.reduce((total, line) => total + line.quantity, 0);

  it('never loses quantity: the sum after an add is the sum before plus the added quantity', () => {
    fc.assert(
      fc.property(linesArb, lineArb, (lines, { uuid: _uuid, ...added }) => {
        const { items } = addToCart(lines, added, sequentialUuids('new'));
        return sum(items) === sum(lines) + added.quantity;
      }),
    );
  });

  it('adds no line when a mergeable item finds a mergeable line of its SKU', () => {
    fc.assert(
      fc.property(linesArb, fc.integer({ min: 1, max: 100 }), (lines, quantity) => {
        const added = aNewCartItem({ quantity });
        const { items } = addToCart(lines, added, sequentialUuids('new'));
        const mergeable = lines.some((line) => canMergeInto(line, added));
        return items.length === lines.length + (mergeable ? 0 : 1);
      }),
    );
  });
});

describe('isAddable', () => {
  it.each([
    { name: 'accepts one unit', item: aNewCartItem({ quantity: 1 }), out: true },
    { name: 'refuses zero', item: aNewCartItem({ quantity: 0 }), out: false },
    { name: 'refuses a negative quantity', item: aNewCartItem({ quantity: -2 }), out: false },
    { name: 'refuses a fraction', item: aNewCartItem({ quantity: 1.5 }), out: false },
    { name: 'refuses NaN', item: aNewCartItem({ quantity: Number.NaN }), out: false },
    { name: 'refuses an empty SKU', item: aNewCartItem({ sku: '' }), out: false },
    {
      name: 'refuses a SKU the server would refuse',
      item: aNewCartItem({ sku: 'X'.repeat(65) }),
      out: false,
    },
  ])('$name', ({ item, out }) => {
    expect(isAddable(item)).toBe(out);
  });
});

describe('lastAddedToCart', () => {
  const previous = aCartLine({ uuid: 'old' });
  const one = aCartLine({ uuid: 'one' });
  const two = aCartLine({ uuid: 'two' });

  it.each([
    { name: 'a single added item becomes it', added: [one], out: one },
    { name: 'an add of several items keeps the previous one', added: [one, two], out: previous },
    { name: 'an empty add keeps the previous one', added: [], out: previous },
  ])('$name', ({ added, out }) => {
    expect(lastAddedToCart(previous, added)).toBe(out);
  });
});
