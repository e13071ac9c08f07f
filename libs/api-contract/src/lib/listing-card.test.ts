import { describe, expect, expectTypeOf, it } from 'vitest';
import { listingCard } from './listing-card';
import {
  ListingCardSchema,
  type ListingCard,
  type Prices,
  type ProductCard,
  type Variation,
} from './product';

const NORMAL: Prices = { n: [{ p: 15_900, q: 1, o: 15_900, d: 0 }], c: [] };
const CAMPAIGN: Prices = {
  n: [{ p: 19_900, q: 1, o: 19_900, d: 0 }],
  c: [{ p: 14_900, q: 1, o: 19_900, d: 25 }],
};

function variation(sku: string, prices: Prices, vat = 25): Variation {
  return {
    id: Number(sku.replace(/\D/g, '')),
    sku,
    slug: sku.toLowerCase(),
    name: `Skal ${sku}`,
    attributes: { color: sku },
    thumb: { url: `/media/${sku}.svg`, width: 300, height: 300 },
    vat,
    prices,
    stock_status: 'back-order',
    estimated_at: '2026-12-01',
  };
}

function card(overrides: Partial<ProductCard> = {}): ProductCard {
  return {
    id: 186,
    sku: 'NS-186',
    slug: 'silikonskal-186',
    name: 'Silikonskal',
    prefix: 'Nordcase',
    thumb: { url: '/media/NS-186.svg', width: 300, height: 300 },
    url_fragment: '/produkt/silikonskal-186',
    main_sku: 'NS-186',
    type: 1,
    group_id: 2,
    discount_category: 7,
    stock_status: 'in-stock',
    estimated_at: null,
    is_new: true,
    vat: 25,
    prices: NORMAL,
    variations: [],
    score: 4.5,
    ...overrides,
  };
}

/** What every consumer of a listed card reads of the product itself. */
const OWN_FIELDS = {
  id: 186,
  sku: 'NS-186',
  slug: 'silikonskal-186',
  name: 'Silikonskal',
  prefix: 'Nordcase',
  thumb: { url: '/media/NS-186.svg', width: 300, height: 300 },
  type: 1,
  group_id: 2,
  discount_category: 7,
  stock_status: 'in-stock',
  estimated_at: null,
  is_new: true,
  vat: 25,
  prices: NORMAL,
  score: 4.5,
} as const;

const cases: { name: string; card: ProductCard; slim: ListingCard }[] = [
  {
    name: 'keeps every field a card, its add to cart and its link read of a product without variations',
    card: card(),
    slim: { ...OWN_FIELDS, variations: [] },
  },
  {
    name: 'keeps a presale date and a campaign price',
    card: card({ estimated_at: '2026-12-24', stock_status: 'special-order', prices: CAMPAIGN }),
    slim: {
      ...OWN_FIELDS,
      estimated_at: '2026-12-24',
      stock_status: 'special-order',
      prices: CAMPAIGN,
      variations: [],
    },
  },
  {
    name: 'keeps one variation, prices and VAT only, when all variations cost the same',
    card: card({
      variations: [
        variation('BLK-1', NORMAL),
        variation('BLU-2', NORMAL),
        variation('RED-3', NORMAL),
      ],
    }),
    slim: { ...OWN_FIELDS, variations: [{ prices: NORMAL, vat: 25 }] },
  },
  {
    name: 'keeps each different price once, in the variations’ order',
    card: card({
      variations: [
        variation('BLK-1', CAMPAIGN),
        variation('BLU-2', NORMAL),
        variation('RED-3', CAMPAIGN),
        variation('GRN-4', NORMAL, 12),
      ],
    }),
    slim: {
      ...OWN_FIELDS,
      variations: [
        { prices: CAMPAIGN, vat: 25 },
        { prices: NORMAL, vat: 25 },
        { prices: NORMAL, vat: 12 },
      ],
    },
  },
];

describe('listingCard', () => {
  it.each(cases)('$name', ({ card: full, slim }) => {
    const listed = listingCard(full);
    expect(listed).toStrictEqual(slim);
    expect(ListingCardSchema.parse(listed)).toStrictEqual(slim);
  });

  it('leaves out what no listing reads: the page path, the main SKU and the variations’ details', () => {
    const listed = listingCard(card({ variations: [variation('BLK-1', NORMAL)] }));
    expect(Object.keys(listed)).not.toContain('url_fragment');
    expect(Object.keys(listed)).not.toContain('main_sku');
    expect(Object.keys(listed.variations[0] ?? {})).toEqual(['prices', 'vat']);
  });

  it('does not change the card it cuts down', () => {
    const full = card({ variations: [variation('BLK-1', NORMAL), variation('BLU-2', NORMAL)] });
    const before = structuredClone(full);
    listingCard(full);
    expect(full).toStrictEqual(before);
  });

  it('takes every API card where a listing card goes', () => {
    expectTypeOf<ProductCard>().toExtend<ListingCard>();
  });
});
