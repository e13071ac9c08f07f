import { SEARCH_RECORDS_MAX } from '@nordshop/api-contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listMoveOfKey, moveIndex } from './list-navigation';
import { aProductCard, aSearchCategory, aSearchHint } from '../testing/catalog-builders';
import { searchOptionGroups } from './search-options';
import {
  NO_RESULTS_AFTER_LENGTH,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MIN_LENGTH,
  normalizeSearchInput,
  searchCountLabel,
  searchMode,
  shouldShowNoResults,
} from './search-rules';

describe('search constants (spec section 9)', () => {
  it('debounces 250 ms and needs 2 characters', () => {
    expect([SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH, NO_RESULTS_AFTER_LENGTH]).toEqual([250, 2, 2]);
  });
});

describe('searchMode', () => {
  it.each([
    { input: '', mode: 'popular' },
    { input: 'a', mode: 'popular' },
    { input: '  a  ', mode: 'popular' },
    { input: 'ab', mode: 'results' },
    { input: ' ab ', mode: 'results' },
    { input: 'laddkabel', mode: 'results' },
  ])('"$input" shows $mode', ({ input, mode }) => {
    expect(searchMode(input)).toBe(mode);
  });

  it('depends only on the trimmed text', () => {
    fc.assert(
      fc.property(fc.string(), fc.stringMatching(/^\s*$/), (text, pad) => {
        expect(searchMode(pad + text + pad)).toBe(searchMode(normalizeSearchInput(text)));
      }),
    );
  });
});

describe('shouldShowNoResults', () => {
  it.each([
    { input: 'ab', count: 0, shown: false },
    { input: ' ab ', count: 0, shown: false },
    { input: 'abc', count: 0, shown: true },
    { input: '  abc  ', count: 0, shown: true },
    { input: 'abc', count: 3, shown: false },
    { input: '', count: 0, shown: false },
  ])('"$input" with $count results: $shown', ({ input, count, shown }) => {
    expect(shouldShowNoResults(input, count)).toBe(shown);
  });
});

describe('moveIndex', () => {
  it.each([
    { current: -1, count: 3, move: 'next', index: 0 },
    { current: -1, count: 3, move: 'previous', index: 2 },
    { current: 0, count: 3, move: 'next', index: 1 },
    { current: 2, count: 3, move: 'next', index: 0 },
    { current: 0, count: 3, move: 'previous', index: 2 },
    { current: 1, count: 3, move: 'first', index: 0 },
    { current: 1, count: 3, move: 'last', index: 2 },
    { current: -1, count: 0, move: 'next', index: -1 },
  ] as const)('$move from $current of $count is $index', ({ current, count, move, index }) => {
    expect(moveIndex(current, count, move)).toBe(index);
  });

  it('stays inside the list', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: -1, max: 49 }),
        fc.constantFrom('next', 'previous', 'first', 'last'),
        (count, from, move) => {
          const index = moveIndex(Math.min(from, count - 1), count, move);
          expect(index).toBeGreaterThanOrEqual(0);
          expect(index).toBeLessThan(count);
        },
      ),
    );
  });
});

describe('listMoveOfKey', () => {
  it.each([
    { key: 'ArrowDown', orientation: 'vertical', move: 'next' },
    { key: 'ArrowUp', orientation: 'vertical', move: 'previous' },
    { key: 'ArrowRight', orientation: 'horizontal', move: 'next' },
    { key: 'ArrowLeft', orientation: 'horizontal', move: 'previous' },
    { key: 'ArrowRight', orientation: 'vertical', move: undefined },
    { key: 'Home', orientation: 'horizontal', move: 'first' },
    { key: 'End', orientation: 'vertical', move: 'last' },
    { key: 'a', orientation: 'vertical', move: undefined },
  ] as const)('$key in a $orientation list: $move', ({ key, orientation, move }) => {
    expect(listMoveOfKey(key, orientation)).toBe(move);
  });
});

describe('searchOptionGroups', () => {
  const products = [aProductCard({ id: 1 }), aProductCard({ id: 2 })];
  const empty = { popular: [], products: [], total: 0, hints: [], categories: [] };

  it('shows popular products below the minimum length', () => {
    const groups = searchOptionGroups({
      ...empty,
      mode: 'popular',
      popular: products,
      products: [aProductCard({ id: 9 })],
      total: 1,
    });
    expect(groups.map((g) => [g.id, g.options.length])).toEqual([['popular', 2]]);
  });

  it('shows hints, categories, products and "show all" when more were found', () => {
    const groups = searchOptionGroups({
      ...empty,
      mode: 'results',
      products,
      total: 40,
      hints: [aSearchHint(1, 'Laddare')],
      categories: [aSearchCategory(['Laddare'])],
    });
    expect(groups.map((g) => [g.id, g.options.map((o) => o.kind)])).toEqual([
      ['hints', ['hint']],
      ['categories', ['category']],
      ['products', ['product', 'product', 'all']],
    ]);
  });

  it('leaves out empty groups', () => {
    expect(searchOptionGroups({ ...empty, mode: 'results' })).toEqual([]);
    expect(searchOptionGroups({ ...empty, mode: 'popular' })).toEqual([]);
  });
});

describe('searchCountLabel', () => {
  it.each([
    { records: 0, label: { key: 'listing.products_count', count: 0 } },
    { records: 37, label: { key: 'listing.products_count', count: 37 } },
    { records: SEARCH_RECORDS_MAX - 1, label: { key: 'listing.products_count', count: 239 } },
    {
      records: SEARCH_RECORDS_MAX,
      label: { key: 'listing.products_count_at_least', count: SEARCH_RECORDS_MAX },
    },
  ])('says $label.key for $records hits', ({ records, label }) => {
    expect(searchCountLabel(records)).toEqual(label);
  });
});
