import type { ApiClient, ProductReviewsResponse } from '@nordshop/api-contract';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { REVIEWS_PAGE_SIZE, productQuery, productReviewsQuery } from './product-queries';
import type { QueryScope } from './query-scope';

const firstReviews = (productId: number): ProductReviewsResponse => ({
  product_id: productId,
  score: 4.5,
  count: 7,
  stars: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: stars === 5 ? 4 : stars === 4 ? 3 : 0 })),
  page: 1,
  per_page: REVIEWS_PAGE_SIZE,
  reviews: [
    {
      id: 1,
      rating: 5,
      title: 'Bra kabel',
      body: 'Laddar snabbt.',
      author: 'Anna L.',
      created_at: '2026-11-01T10:00:00Z',
      written_in: 'sv',
    },
  ],
});

/** A scope whose API records every call; the product answer carries its first reviews. */
function recordingScope(withReviews: boolean) {
  const calls: { method: string; args: unknown[] }[] = [];
  const answers: Record<string, (...args: unknown[]) => unknown> = {
    productBySlug: () => ({
      id: 42,
      slug: 'usb-c-kabel',
      ...(withReviews ? { reviews: firstReviews(42) } : {}),
    }),
    productReviews: (id) => ({ ...firstReviews(id as number), reviews: [] }),
  };
  const api = new Proxy({} as ApiClient, {
    get:
      (_target, method) =>
      (...args: unknown[]) => {
        calls.push({ method: String(method), args });
        return Promise.resolve(answers[String(method)]?.(...args));
      },
  });
  const scope: QueryScope = { locale: 'sv', api };
  return { scope, calls };
}

describe('the product query', () => {
  it('asks for the product with its first page of reviews, and starts the reviews query from them', async () => {
    const { scope, calls } = recordingScope(true);
    const client = new QueryClient();
    const product = await client.ensureQueryData(productQuery(scope, 'usb-c-kabel'));
    expect(product).toEqual({ id: 42, slug: 'usb-c-kabel' });
    const reviews = await client.ensureInfiniteQueryData(productReviewsQuery(scope, 42));
    expect(reviews.pages).toEqual([firstReviews(42)]);
    expect(reviews.pageParams).toEqual([1]);
    expect(calls).toEqual([
      {
        method: 'productBySlug',
        args: ['usb-c-kabel', { reviews_per_page: REVIEWS_PAGE_SIZE }],
      },
    ]);
  });

  it('leaves reviews already loaded as they are', async () => {
    const { scope } = recordingScope(true);
    const client = new QueryClient();
    const loaded = { pages: [firstReviews(42), firstReviews(42)], pageParams: [1, 2] };
    client.setQueryData(productReviewsQuery(scope, 42).queryKey, loaded);
    await client.fetchQuery(productQuery(scope, 'usb-c-kabel'));
    expect(client.getQueryData(productReviewsQuery(scope, 42).queryKey)).toBe(loaded);
  });

  it('leaves the reviews to their own call when the answer carries none', async () => {
    const { scope, calls } = recordingScope(false);
    const client = new QueryClient();
    await client.ensureQueryData(productQuery(scope, 'usb-c-kabel'));
    await client.ensureInfiniteQueryData(productReviewsQuery(scope, 42));
    expect(calls.map((call) => call.method)).toEqual(['productBySlug', 'productReviews']);
  });
});
