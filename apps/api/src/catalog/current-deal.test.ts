import { describe, expect, it } from 'vitest';
import { applyDeal } from './current-deal';

const normal = (p: number) => ({
  n: [{ p, q: 1, o: p, d: 0 }],
  c: [] as { p: number; q: number; o: number; d: number }[],
});

describe('applyDeal', () => {
  it.each([
    {
      name: 'a krona price rounds to whole kronor',
      locale: 'sv',
      price: 19_900,
      discount: 25,
      expected: 14_900,
    },
    {
      name: 'a euro price keeps its cents',
      locale: 'fi',
      price: 1_790,
      discount: 20,
      expected: 1_432,
    },
  ] as const)('sets a campaign tier: $name', ({ locale, price, discount, expected }) => {
    expect(applyDeal(normal(price), discount, locale).c).toEqual([
      { p: expected, q: 1, o: price, d: discount },
    ]);
  });

  it('keeps a campaign that is already cheaper', () => {
    const prices = { n: normal(10_000).n, c: [{ p: 5_000, q: 1, o: 10_000, d: 50 }] };
    expect(applyDeal(prices, 20, 'sv')).toBe(prices);
  });

  it('changes nothing without a discount', () => {
    const prices = normal(10_000);
    expect(applyDeal(prices, 0, 'sv')).toBe(prices);
  });
});
