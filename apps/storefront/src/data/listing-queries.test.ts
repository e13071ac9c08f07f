import type { ApiClient } from '@nordshop/api-contract';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ListingSearch } from './listing-search';
import { categoryListingQuery, searchPageQuery } from './listing-queries';
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
    const { scope, calls } = recordingScope({ products: [] });
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
    expect(data).toEqual({ products: [], categories: [], records: 0, q: 'a', page: 1 });
    expect(calls).toEqual([]);
  });

  it('read a cached answer without asking the API again', async () => {
    const { scope, calls } = recordingScope({ products: [], categories: [], records: 3 });
    const client = new QueryClient();
    await client.ensureQueryData(searchPageQuery(scope, { q: 'laddare', page: 1 }));
    await client.ensureQueryData(searchPageQuery(scope, { q: 'laddare', page: 1 }));
    expect(calls).toHaveLength(1);
  });
});
