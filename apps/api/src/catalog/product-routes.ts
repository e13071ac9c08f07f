import { operations } from '@nordshop/api-contract';
import { Hono } from 'hono';
import { cachedJson } from '../platform/cache/cached-json';
import { route } from '../platform/http/route';
import type { CatalogEnv } from './catalog-services';
import { loadProductDetail } from './product-detail';
import { loadProductReviews } from './product-reviews';

/** Product pages and their reviews. */
export const productRoutes = new Hono<CatalogEnv>();

route(productRoutes, operations.productReviews, async (c, { params: { id }, query }) => {
  const { locale } = c.get('localeQuery');
  return cachedJson(c, async () => ({
    body: await loadProductReviews(c.get('database'), id, locale, query),
  }));
});

route(productRoutes, operations.productBySlug, async (c, { params: { slug }, query }) => {
  const { locale } = c.get('localeQuery');
  const services = c.get('services');
  return cachedJson(c, async () => {
    const [tree, deal] = await Promise.all([services.categoryTree(locale), services.activeDeal()]);
    return {
      body: await loadProductDetail(
        c.get('database'),
        locale,
        slug,
        tree,
        deal,
        services.now(),
        query.reviews_per_page,
      ),
    };
  });
});
