import type { HeroSlide } from '@nordshop/api-contract';
import { UPSELL } from '@nordshop/cart-domain';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { withListingCards } from './listing-queries';
import type { QueryScope } from './query-scope';

/** Products on the home page. */
export const HOME_POPULAR_LIMIT = 8;

/** Keys of the product queries. */
export const productKeys = {
  bySlug: ({ locale }: QueryScope, slug: string) => ['product', locale, slug] as const,
  popular: ({ locale }: QueryScope) => ['popular-products', locale] as const,
  heroSlides: ({ locale }: QueryScope) => ['hero-slides', locale] as const,
  productUpsell: ({ locale }: QueryScope, productId: number) =>
    ['product-upsell', locale, productId] as const,
  upsell: ({ locale }: QueryScope, productId: number | null) =>
    ['upsell', locale, productId] as const,
  reviews: ({ locale }: QueryScope, productId: number) =>
    ['product-reviews', locale, productId] as const,
};

/** Reviews the product page shows at first, and how many more each "show more" brings. */
export const REVIEWS_PAGE_SIZE = 5;

/**
 * A product's reviews in the storefront's language, newest first, page by page (the page renders
 * the first on the server; the shopper asks for the next).
 */
export function productReviewsQuery(scope: QueryScope, productId: number) {
  return infiniteQueryOptions({
    queryKey: productKeys.reviews(scope, productId),
    queryFn: ({ pageParam }) =>
      scope.api.productReviews(productId, { page: pageParam, per_page: REVIEWS_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.per_page < last.count ? last.page + 1 : undefined,
  });
}

/**
 * The product page's product (404 when the slug names none). The first page of its reviews comes
 * in the same call and starts the reviews query, unless that already holds some; the product's
 * own data keeps no copy of them.
 */
export function productQuery(scope: QueryScope, slug: string) {
  return queryOptions({
    queryKey: productKeys.bySlug(scope, slug),
    queryFn: async ({ client }) => {
      const { reviews, ...product } = await scope.api.productBySlug(slug, {
        reviews_per_page: REVIEWS_PAGE_SIZE,
      });
      const reviewsKey = productKeys.reviews(scope, product.id);
      if (reviews && client.getQueryData(reviewsKey) === undefined)
        client.setQueryData(reviewsKey, { pages: [reviews], pageParams: [1] });
      return product;
    },
  });
}

/** The home page's popular products in stock. */
export function popularProductsQuery(scope: QueryScope) {
  return queryOptions({
    queryKey: productKeys.popular(scope),
    queryFn: () =>
      scope.api
        .popularProducts({ limit: HOME_POPULAR_LIMIT, in_stock: true })
        .then(withListingCards),
  });
}

/** The home page's hero slides; none when their call fails (the slider is optional). */
export function heroSlidesQuery(scope: QueryScope) {
  return queryOptions({
    queryKey: productKeys.heroSlides(scope),
    queryFn: () => scope.api.heroSlides().catch((): HeroSlide[] => []),
  });
}

/** The accessories of a product page (its upsell products in stock), kept five minutes. */
export function productUpsellQuery(scope: QueryScope, productId: number) {
  return queryOptions({
    queryKey: productKeys.productUpsell(scope, productId),
    queryFn: async () =>
      (
        await scope.api.upsellProducts({
          upselling_id: productId,
          limit: UPSELL.limit,
          in_stock: true,
        })
      ).products,
    retry: false,
    staleTime: 5 * 60_000,
  });
}

/**
 * The upsell offer after adding `productId` to the cart (none for null, for a product without
 * upselling, or when the check fails), without the product itself; kept five minutes.
 */
export function upsellQuery(scope: QueryScope, productId: number | null) {
  return queryOptions({
    queryKey: productKeys.upsell(scope, productId),
    queryFn: async () => {
      if (productId === null) return [];
      const has = await scope.api.hasUpselling(productId).catch(() => false);
      if (!has) return [];
      const { products } = await scope.api.upsellProducts({
        upselling_id: productId,
        limit: UPSELL.limit,
        in_stock: true,
      });
      return products.filter((product) => product.id !== productId);
    },
    enabled: productId !== null,
    retry: false,
    staleTime: 5 * 60_000,
  });
}
