import { memoryStorage } from '@nordshop/browser-state/testing';
import { aProductCard, aProductDetail } from '@nordshop/catalog-ui/testing';
import { describe, expect, it } from 'vitest';
import { PendingAddSchema } from './pending-add-schema';
import {
  MAX_PENDING_ADDS,
  keepPendingAdd,
  pendingProductOf,
  pendingUnits,
  type PendingAdd,
} from './pending-adds';

const anAdd = (id: string, quantity = 1): PendingAdd => ({
  id,
  product: pendingProductOf(aProductCard()),
  quantity,
});

describe('keepPendingAdd', () => {
  it('keeps the add after those already waiting and leaves the other fields of td02 alone', () => {
    const storage = memoryStorage({ cart: { items: [] }, recentlyViewed: ['x'] });
    expect(keepPendingAdd(storage, anAdd('a'))).toBe(true);
    expect(keepPendingAdd(storage, anAdd('b', 2))).toBe(true);
    const stored = JSON.parse(storage.stored() ?? '{}') as Record<string, unknown>;
    expect(stored['pendingAdds']).toEqual([anAdd('a'), anAdd('b', 2)]);
    expect(stored['cart']).toEqual({ items: [] });
    expect(stored['recentlyViewed']).toEqual(['x']);
  });

  it(`keeps no more than ${MAX_PENDING_ADDS} adds`, () => {
    const waiting = Array.from({ length: MAX_PENDING_ADDS }, (_, i) => anAdd(`a${i}`));
    const storage = memoryStorage({ pendingAdds: waiting });
    expect(keepPendingAdd(storage, anAdd('one-more'))).toBe(false);
  });

  it.each([
    { name: 'no storage (blocked)', storage: undefined },
    {
      name: 'a storage that refuses the write (full)',
      storage: {
        getItem: () => null,
        setItem: () => {
          throw new DOMException('full', 'QuotaExceededError');
        },
      },
    },
  ])('answers false without throwing: $name', ({ storage }) => {
    expect(keepPendingAdd(storage, anAdd('a'))).toBe(false);
  });
});

describe('pendingUnits', () => {
  it.each([
    { name: 'none', td02: {}, units: 0 },
    { name: 'not a list', td02: { pendingAdds: { quantity: 3 } }, units: 0 },
    {
      name: 'whole quantities of 1 or more',
      td02: { pendingAdds: [{ quantity: 2 }, { quantity: 1 }] },
      units: 3,
    },
    {
      name: 'odd entries count nothing',
      td02: { pendingAdds: [{ quantity: 0 }, { quantity: 1.5 }, { quantity: '2' }, null, 7] },
      units: 0,
    },
  ])('$name → $units', ({ td02, units }) => {
    expect(pendingUnits(td02)).toBe(units);
  });
});

describe('pendingProductOf', () => {
  it('keeps what the cart needs of a product page’s product, categories included, and no more', () => {
    const detail = { ...aProductDetail(), categories: [7, 9] };
    const kept = pendingProductOf(detail);
    expect(Object.keys(kept).sort()).toEqual(
      [
        'categories',
        'discount_category',
        'estimated_at',
        'group_id',
        'id',
        'name',
        'prices',
        'sku',
        'slug',
        'stock_status',
        'thumb',
        'type',
        'vat',
      ].sort(),
    );
    expect(kept.categories).toEqual([7, 9]);
  });

  it('is an add the cart machine reads back (PendingAddSchema)', () => {
    const add = anAdd('a', 3);
    expect(PendingAddSchema.parse(JSON.parse(JSON.stringify(add)))).toEqual(add);
  });
});
