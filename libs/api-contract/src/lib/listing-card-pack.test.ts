import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { packListingCards, unpackListingCards } from './listing-card-pack';
import type { ListingCard, Prices } from './product';

const NORMAL: Prices = { n: [{ p: 15_900, q: 1, o: 15_900, d: 0 }], c: [] };
const TIERED: Prices = {
  n: [
    { p: 19_900, q: 1, o: 19_900, d: 0 },
    { p: 17_900, q: 5, o: 19_900, d: 10 },
  ],
  c: [{ p: 14_900, q: 1, o: 19_900, d: 25 }],
};

function card(id: number, overrides: Partial<ListingCard> = {}): ListingCard {
  const sku = `NS-SIL-${id}`;
  return {
    id,
    sku,
    slug: `silikonskal-for-xperia-5-v-${id}`,
    name: 'Silikonskal i matt finish för Xperia 5 V',
    prefix: 'Nordcase',
    thumb: { url: `/media/products/${sku}/0-300.svg`, width: 300, height: 300 },
    type: 1,
    group_id: 2,
    discount_category: 1,
    stock_status: 'in-stock',
    estimated_at: null,
    is_new: false,
    vat: 25,
    prices: NORMAL,
    score: 3.2,
    variations: [],
    ...overrides,
  };
}

const cases: { name: string; cards: ListingCard[] }[] = [
  { name: 'no cards', cards: [] },
  { name: 'one card', cards: [card(10107)] },
  {
    name: 'cards whose thumbnails follow one address pattern and size',
    cards: [card(10107), card(11672), card(10824)],
  },
  {
    name: 'a thumbnail of another size or address between them',
    cards: [
      card(1),
      card(2, { thumb: { url: '/media/placeholder.svg', width: 300, height: 300 } }),
      card(3, { thumb: { url: '/media/products/NS-SIL-3/0-300.svg', width: 600, height: 400 } }),
      card(4),
    ],
  },
  {
    name: 'an address holding the SKU twice, and an empty SKU',
    cards: [
      card(5, { thumb: { url: '/media/NS-SIL-5/NS-SIL-5.svg', width: 300, height: 300 } }),
      card(6, { sku: '' }),
    ],
  },
  {
    name: 'tiers, a campaign, a presale date, a new product without score',
    cards: [
      card(7, {
        prices: TIERED,
        estimated_at: '2026-12-24',
        stock_status: 'special-order',
        is_new: true,
        score: 0,
        type: 4,
      }),
    ],
  },
  {
    name: 'variations priced as the card, otherwise, and at another VAT rate',
    cards: [
      card(8, {
        variations: [
          { prices: NORMAL, vat: 25 },
          { prices: TIERED, vat: 25 },
          { prices: NORMAL, vat: 12 },
        ],
      }),
    ],
  },
];

describe('packListingCards', () => {
  it.each(cases)('gives back $name exactly', ({ cards }) => {
    const packed = packListingCards(cards);
    expect(packed).toBeTypeOf('string');
    expect(unpackListingCards(packed ?? '')).toEqual(cards);
  });

  it('takes about a third of the cards’ JSON for a page of 24', () => {
    const cards = Array.from({ length: 24 }, (_, index) =>
      card(10_000 + index, index % 3 === 0 ? { variations: [{ prices: NORMAL, vat: 25 }] } : {}),
    );
    const packed = packListingCards(cards) ?? '';
    expect(packed.length).toBeLessThan(JSON.stringify(cards).length * 0.45);
  });

  it.each([
    { name: 'a field beyond a listing card’s', cards: [{ ...card(1), main_sku: 'NS-1' }] },
    { name: 'a field left undefined', cards: [{ ...card(1), score: undefined }] },
    {
      name: 'a card without a field',
      cards: [Object.fromEntries(Object.entries(card(1)).filter(([key]) => key !== 'vat'))],
    },
    {
      name: 'a thumbnail with more than its address and size',
      cards: [card(1, { thumb: { ...card(1).thumb, alt: 'x' } as ListingCard['thumb'] })],
    },
    {
      name: 'an address holding the SKU mark itself',
      cards: [card(1, { thumb: { url: '/media/{sku}.svg', width: 300, height: 300 } })],
    },
  ])('leaves cards with $name unpacked', ({ cards }) => {
    expect(packListingCards(cards as ListingCard[])).toBeUndefined();
  });

  it('gives back any listing cards exactly (property)', () => {
    const tier = fc.record({
      p: fc.nat(10_000_000),
      q: fc.nat(1_000),
      o: fc.nat(10_000_000),
      d: fc.double({ min: 0, max: 100, noNaN: true, noDefaultInfinity: true }).map((d) => d || 0),
    });
    const prices = fc.record({
      n: fc.array(tier, { maxLength: 4 }),
      c: fc.array(tier, { maxLength: 2 }),
    });
    const sku = fc.string({ maxLength: 12 }).filter((text) => !text.includes('{sku}'));
    const listingCard = fc
      .record({
        id: fc.integer({ min: 1, max: 2_000_000_000 }),
        sku,
        slug: fc.string(),
        name: fc.string(),
        prefix: fc.string(),
        url: fc.oneof(fc.constant('/media/products/SKU/0-300.svg'), fc.webPath()),
        width: fc.integer({ min: 1, max: 4_000 }),
        height: fc.integer({ min: 1, max: 4_000 }),
        type: fc.constantFrom(0, 1, 2, 3, 4),
        group_id: fc.nat(),
        discount_category: fc.nat(),
        stock_status: fc.constantFrom('in-stock', 'back-order', 'special-order'),
        estimated_at: fc.option(fc.constant('2026-12-24')),
        is_new: fc.boolean(),
        vat: fc.constantFrom(0, 6, 9, 12, 13.5, 14, 21, 24, 25.5, 25),
        prices,
        score: fc.double({ min: 0, max: 5, noNaN: true }).map((score) => score || 0),
        variations: fc.array(
          fc.record({
            prices: fc.oneof(prices, fc.constant(NORMAL)),
            vat: fc.constantFrom(12, 25),
          }),
          { maxLength: 4 },
        ),
      })
      .filter(({ url }) => !url.includes('{sku}'))
      .map(({ url, width, height, ...rest }): ListingCard => ({
        ...rest,
        thumb: { url: url.replace('SKU', rest.sku), width, height },
      }));
    fc.assert(
      fc.property(fc.array(listingCard, { maxLength: 30 }), (cards) => {
        const packed = packListingCards(cards);
        expect(packed).toBeTypeOf('string');
        expect(unpackListingCards(packed ?? '')).toEqual(cards);
      }),
      { numRuns: 300 },
    );
    // 300 runs of up to 30 cards: about 2 s on an idle core, so room for a busy machine.
  }, 30_000);
});
