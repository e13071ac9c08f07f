import type { ListingCard } from '@nordshop/api-contract';
import { describe, expect, it } from 'vitest';
import { packPageData, unpackPageData } from './page-data-pack';

const CARD: ListingCard = {
  id: 186,
  sku: 'NS-SIL-10107',
  slug: 'silikonskal-10107',
  name: 'Silikonskal',
  prefix: 'Nordcase',
  thumb: { url: '/media/products/NS-SIL-10107/0-300.svg', width: 300, height: 300 },
  type: 1,
  group_id: 2,
  discount_category: 1,
  stock_status: 'in-stock',
  estimated_at: null,
  is_new: false,
  vat: 25,
  prices: { n: [{ p: 15_900, q: 1, o: 15_900, d: 0 }], c: [] },
  score: 3.2,
  variations: [],
};
const GROUPS = [
  {
    brand: { slug: 'apple', name: 'Apple' },
    models: [{ slug: 'iphone-16', name: 'iPhone 16', count: 18 }],
  },
];

const cases: { name: string; data: unknown; packs: string[] }[] = [
  {
    name: 'a category listing: its cards and its phone-model groups',
    data: { products: [CARD, CARD], phone_model_groups: GROUPS, total: 2, page: 1 },
    packs: ['products', 'phone_model_groups'],
  },
  {
    name: 'search results: their cards',
    data: { products: [CARD], categories: [], records: 1, q: 'skal', page: 1 },
    packs: ['products'],
  },
  { name: 'an empty listing', data: { products: [], total: 0 }, packs: ['products'] },
  {
    name: 'full API cards, which it cannot pack exactly',
    data: { products: [{ ...CARD, main_sku: 'NS-SIL-10107' }] },
    packs: [],
  },
  { name: 'a product page', data: { ...CARD, description: 'Skal' }, packs: [] },
  { name: 'a list', data: [CARD], packs: [] },
  { name: 'nothing', data: null, packs: [] },
  { name: 'a text', data: 'sv', packs: [] },
];

describe('packPageData', () => {
  it.each(cases)('packs $name, and unpackPageData gives it back', ({ data, packs }) => {
    const packed = packPageData(data);
    const fields = Object.keys(
      (packed as { $packed?: object } | null | undefined)?.$packed ?? {},
    ).sort();
    expect(fields).toEqual([...packs].sort());
    if (packs.length === 0) expect(packed).toBe(data);
    for (const field of packs) expect(packed).not.toHaveProperty(field);
    expect(unpackPageData(packed)).toEqual(data);
  });

  it('leaves data that already holds the packed key as it is', () => {
    const data = { $packed: 'mine', products: [CARD] };
    expect(packPageData(data)).toBe(data);
  });
});
