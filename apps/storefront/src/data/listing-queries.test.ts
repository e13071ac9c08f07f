import {
  listingCard,
  type ApiClient,
  type ListingCard,
  type ProductCard,
} from '@nordshop/api-contract';
import { newCartItem } from '@nordshop/cart-domain';
import { aProductCard } from '@nordshop/catalog-ui/testing';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ListingSearch } from './listing-search';
import {
  brandListingQuery,
  categoryListingQuery,
  searchPageQuery,
  tagListingQuery,
} from './listing-queries';
import { popularProductsQuery } from './product-queries';
import type { QueryScope } from './query-scope';

/** A scope whose API records every call and answers `answer`. */
function recordingScope(answer: unknown) {
  const calls: { method: string; args: unknown[] }[] = [];
  const api = new Proxy({} as ApiClient, {
    get:
      (_target, method) =>
      (...args: unknown[]) => {
        calls.push({ method: String(method), args });
        return Promise.resolve(answer);
      },
  });
  const scope: QueryScope = { locale: 'sv', api };
  return { scope, calls };
}

describe('listing queries', () => {
  it.each<{ name: string; a: ListingSearch; b: ListingSearch }>([
    { name: 'no page and page 1', a: {}, b: { page: 1 } },
    { name: 'no sort and the popular sort', a: {}, b: { sort: 'popular' } },
  ])('give one cache entry for $name (the loader and the page read the same)', ({ a, b }) => {
    const { scope } = recordingScope({});
    expect(categoryListingQuery(scope, 'laddare', a).queryKey).toEqual(
      categoryListingQuery(scope, 'laddare', b).queryKey,
    );
  });

  it('ask the category listing for the chain, the page, its size, the sort and the phone model', async () => {
    const { scope, calls } = recordingScope({ products: [], children: [], phone_models: [] });
    const client = new QueryClient();
    await client.ensureQueryData(
      categoryListingQuery(scope, 'laddare/billaddare', { page: 2, phone_model: 'iphone-15' }),
    );
    expect(calls).toEqual([
      {
        method: 'categoryListing',
        args: [
          {
            path: 'laddare/billaddare',
            page: 2,
            per_page: 24,
            sort: 'popular',
            phone_model: 'iphone-15',
          },
        ],
      },
    ]);
  });

  it('ask nothing for a search text shorter than two characters', async () => {
    const { scope, calls } = recordingScope({});
    const client = new QueryClient();
    const data = await client.ensureQueryData(searchPageQuery(scope, { q: 'a', page: 1 }));
    expect(data).toEqual({
      products: [],
      categories: [],
      records: 0,
      partial: false,
      q: 'a',
      page: 1,
    });
    expect(calls).toEqual([]);
  });

  it.each([true, false])(
    'keep whether the search found only partial matches (%s)',
    async (partial) => {
      const { scope } = recordingScope({ products: [], categories: [], records: 3, partial });
      const data = await new QueryClient().ensureQueryData(
        searchPageQuery(scope, { q: 'batteri iphone 12', page: 1 }),
      );
      expect(data.partial).toBe(partial);
    },
  );

  it('read a cached answer without asking the API again', async () => {
    const { scope, calls } = recordingScope({ products: [], categories: [], records: 3 });
    const client = new QueryClient();
    await client.ensureQueryData(searchPageQuery(scope, { q: 'laddare', page: 1 }));
    await client.ensureQueryData(searchPageQuery(scope, { q: 'laddare', page: 1 }));
    expect(calls).toHaveLength(1);
  });
});

/** An API card with two colours of one price and every field the API sends. */
const FULL_CARD: ProductCard = aProductCard({
  is_new: true,
  score: 4.5,
  variations: ['black', 'blue'].map((color, i) => ({
    id: 200 + i,
    sku: `NS-101-${color}`,
    slug: `planboksfodral-iphone-15-${color}`,
    name: `Plånboksfodral iPhone 15, ${color}`,
    attributes: { color },
    thumb: { url: `/media/products/${color}.webp`, width: 300, height: 300 },
    vat: 25,
    prices: aProductCard().prices,
    stock_status: 'in-stock',
    estimated_at: null,
  })),
});
const PLAIN_CARD: ProductCard = aProductCard({ id: 102, sku: 'NS-102', slug: 'laddare-102' });

/** Every query whose products a page shows as cards, read through a query client. */
const CARD_QUERIES: {
  name: string;
  load: (client: QueryClient, scope: QueryScope) => Promise<{ products: readonly ListingCard[] }>;
}[] = [
  {
    name: 'category listing',
    load: (client, scope) => client.ensureQueryData(categoryListingQuery(scope, 'mobilskal', {})),
  },
  {
    name: 'brand listing',
    load: (client, scope) => client.ensureQueryData(brandListingQuery(scope, 'nordcase', {})),
  },
  {
    name: 'tag listing',
    load: (client, scope) => client.ensureQueryData(tagListingQuery(scope, 'nyheter', {})),
  },
  {
    name: 'search page',
    load: (client, scope) => client.ensureQueryData(searchPageQuery(scope, { q: 'skal', page: 1 })),
  },
  {
    name: 'home page’s popular products',
    load: (client, scope) => client.ensureQueryData(popularProductsQuery(scope)),
  },
];

describe('the cards a page’s queries keep', () => {
  it.each(CARD_QUERIES)('are listing cards on the $name', async ({ load }) => {
    const { scope } = recordingScope({
      products: [FULL_CARD, PLAIN_CARD],
      categories: [],
      children: [],
      phone_models: [],
      records: 2,
      total: 2,
    });
    const data = await load(new QueryClient(), scope);
    expect(data.products).toStrictEqual([listingCard(FULL_CARD), listingCard(PLAIN_CARD)]);
    // The cache holds only what the cards read: no page path, one priced variation.
    expect(JSON.stringify(data.products)).not.toContain('url_fragment');
    expect(data.products[0]?.variations).toEqual([{ prices: FULL_CARD.prices, vat: 25 }]);
  });

  it.each(CARD_QUERIES)('keep the rest of the $name’s answer', async ({ load }) => {
    const answer = { products: [], categories: [], records: 0, total: 0, page: 1 };
    const { scope } = recordingScope({ ...answer, children: [], phone_models: [] });
    const data = await load(new QueryClient(), scope);
    expect(Object.keys(data)).toEqual(expect.arrayContaining(Object.keys(answer)));
  });

  it('keep a category’s phone models as the filter’s groups, with what the filter renders', async () => {
    const apple = { slug: 'apple', name: 'Apple', position: 0 };
    const { scope } = recordingScope({
      products: [],
      children: [],
      phone_models: [
        { slug: 'iphone-12', name: 'iPhone 12', count: 17, brand: apple, released: '2020-10' },
        { slug: 'iphone-15', name: 'iPhone 15', count: 4, brand: apple, released: '2023-09' },
      ],
    });
    const data = await new QueryClient().ensureQueryData(
      categoryListingQuery(scope, 'mobilskal', {}),
    );
    expect(data.phone_model_groups).toStrictEqual([
      {
        brand: { slug: 'apple', name: 'Apple' },
        models: [
          { slug: 'iphone-15', name: 'iPhone 15', count: 4 },
          { slug: 'iphone-12', name: 'iPhone 12', count: 17 },
        ],
      },
    ]);
    expect(data).not.toHaveProperty('phone_models');
  });

  it('keep of a category’s subcategories what their links read', async () => {
    const hierarchy = [
      { id: 1, slug: 'mobilskal', name: 'Mobilskal' },
      { id: 5, slug: 'silikonskal', name: 'Silikonskal' },
    ];
    const { scope } = recordingScope({
      products: [],
      phone_models: [],
      children: [
        {
          id: 5,
          parent_id: 1,
          slug: 'silikonskal',
          name: 'Silikonskal',
          thumb: { url: '/media/categories/silicone-cases.svg', width: 400, height: 400 },
          show_in_menu: true,
          show_in_main_menu: false,
          hierarchy,
          uri: '/kategori/mobilskal/silikonskal',
          kind: 'type',
        },
      ],
    });
    const data = await new QueryClient().ensureQueryData(
      categoryListingQuery(scope, 'mobilskal', {}),
    );
    expect(data.children).toStrictEqual([{ id: 5, name: 'Silikonskal', hierarchy }]);
  });

  it('hold what adding a card to the cart reads: the same cart item as the API’s card', () => {
    expect(newCartItem(listingCard(PLAIN_CARD), { quantity: 2 })).toStrictEqual(
      newCartItem(PLAIN_CARD, { quantity: 2 }),
    );
  });
});
