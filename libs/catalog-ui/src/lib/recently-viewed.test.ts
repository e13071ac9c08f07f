import { mergeTd02, parseTd02 } from '@nordshop/browser-state';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  RECENTLY_VIEWED_MAX,
  readRecentlyViewed,
  recentlyViewedPatch,
  rememberViewed,
  type RecentlyViewedProduct,
} from './recently-viewed';

const viewed = (sku: string): RecentlyViewedProduct => ({
  sku,
  slug: `produkt-${sku.toLowerCase()}`,
  name: `Produkt ${sku}`,
  thumb: { url: `/media/${sku}.svg`, width: 64, height: 64 },
});
const skus = (list: readonly RecentlyViewedProduct[]) => list.map((entry) => entry.sku);

describe('rememberViewed (spec: at most 5, newest first, no duplicate sku)', () => {
  it.each([
    { before: [], view: 'A', after: ['A'] },
    { before: ['A'], view: 'B', after: ['B', 'A'] },
    { before: ['B', 'A'], view: 'A', after: ['A', 'B'] },
    { before: ['E', 'D', 'C', 'B', 'A'], view: 'F', after: ['F', 'E', 'D', 'C', 'B'] },
    { before: ['E', 'D', 'C', 'B', 'A'], view: 'C', after: ['C', 'E', 'D', 'B', 'A'] },
  ])('$before + $view → $after', ({ before, view, after }) => {
    expect(skus(rememberViewed(before.map(viewed), viewed(view)))).toEqual(after);
  });

  it('always holds at most 5 distinct SKUs with the last viewed first', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('A', 'B', 'C', 'D', 'E', 'F', 'G'), { maxLength: 40 }),
        (views) => {
          const list = views.reduce<RecentlyViewedProduct[]>(
            (acc, sku) => rememberViewed(acc, viewed(sku)),
            [],
          );
          const result = skus(list);
          return (
            result.length <= RECENTLY_VIEWED_MAX &&
            new Set(result).size === result.length &&
            (views.length === 0 || result[0] === views.at(-1))
          );
        },
      ),
    );
  });
});

describe('td02 storage of the recently viewed products', () => {
  it('keeps the other fields of td02 (the cart) and reads back what it wrote', () => {
    const stored = { cart: { items: [] } };
    const written = mergeTd02(stored, recentlyViewedPatch([viewed('A'), viewed('B')]));
    expect(written).toMatchObject({ cart: { items: [] } });
    expect(skus(readRecentlyViewed(written))).toEqual(['A', 'B']);
  });

  it.each([
    { name: 'nothing stored', stored: null },
    { name: 'broken JSON', stored: '{' },
    { name: 'an array', stored: '[]' },
    { name: 'a list that is not a list', stored: JSON.stringify({ recentlyViewed: 'A' }) },
  ])('reads $name as an empty list', ({ stored }) => {
    expect(readRecentlyViewed(parseTd02(stored))).toEqual([]);
  });

  it('skips malformed and repeated entries and keeps at most 5', () => {
    const list = [
      viewed('A'),
      { sku: 'X' },
      viewed('A'),
      viewed('B'),
      viewed('C'),
      viewed('D'),
      viewed('E'),
      viewed('F'),
    ];
    expect(skus(readRecentlyViewed({ recentlyViewed: list }))).toEqual(['A', 'B', 'C', 'D', 'E']);
  });
});
