import { QueryClient, queryOptions } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ensureRouteQuery, type StorefrontLoaderContext } from './route-query';

/** A loader context with a real query client; the query below never calls the API. */
function loaderContext(queryClient: QueryClient): StorefrontLoaderContext {
  return { queryClient, locale: 'sv', apiFor: () => ({}) } as unknown as StorefrontLoaderContext;
}

/** A route query whose answer counts its reads. */
function countingQuery() {
  let reads = 0;
  const query = () =>
    queryOptions({
      queryKey: ['draft', 'sv', 'token'] as const,
      queryFn: () => Promise.resolve(++reads),
    });
  return { query, reads: () => reads };
}

describe('ensureRouteQuery', () => {
  it.each([
    { fresh: false, second: 1, reads: 1 },
    { fresh: true, second: 2, reads: 2 },
  ])('a second visit (fresh: $fresh) answers read $second', async ({ fresh, second, reads }) => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    const counting = countingQuery();
    const input = { params: {}, deps: {} };
    expect(
      await ensureRouteQuery(loaderContext(queryClient), input, counting.query, { fresh }),
    ).toBe(1);
    expect(
      await ensureRouteQuery(loaderContext(queryClient), input, counting.query, { fresh }),
    ).toBe(second);
    expect(counting.reads()).toBe(reads);
  });
});
