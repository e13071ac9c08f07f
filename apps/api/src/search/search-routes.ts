import { operations, type ProductsResponse } from '@nordshop/api-contract';
import { Hono } from 'hono';
import { loadProductCards } from '../catalog/product-cards';
import { cachedJson } from '../platform/cache/cached-json';
import { route } from '../platform/http/route';
import {
  hasUpselling,
  popularProductIds,
  recommendedProductIds,
  upsellProductIds,
} from './product-lists';
import { searchHints } from './search-hints';
import { searchProductIds } from './search-products';
import type { SearchEnv } from './search-services';

const SEARCH_LIMIT = 24;
const RECOMMENDATION_LIMIT = 8;

/** Product search, popular and upsell lists, upselling, search hints and recommendations. */
export const searchRoutes = new Hono<SearchEnv>();

route(searchRoutes, operations.products, async (c, { query }) => {
  const { locale } = c.get('localeQuery');
  const services = c.get('services');
  const database = c.get('database');
  const db = database.db;
  return cachedJson(c, async () => {
    const deal = await services.activeDeal();
    if (query.query !== undefined) {
      const hits = await searchProductIds(
        database,
        locale,
        query.query,
        {
          limit: query.limit ?? SEARCH_LIMIT,
          offset: query.co ?? 0,
          withCategories: query.nc !== true,
        },
        () => services.categoryTree(locale),
        services.search,
      );
      const body: ProductsResponse = {
        products: await loadProductCards(database, hits.ids, locale, deal),
        categories: hits.categories,
      };
      // Only the internal search exists; an external provider id is answered by it too.
      return {
        body,
        headers: {
          'x-be-records': String(hits.total),
          'x-be-provider': 'internal',
          // No product has every word: these are the closest (the results page says so).
          'x-be-match': hits.partial ? 'partial' : 'all',
        },
      };
    }
    const ids =
      query.upselling_id !== undefined
        ? await upsellProductIds(db, query.upselling_id, query.limit ?? 4, query.in_stock === true)
        : await popularProductIds(database, query.limit ?? SEARCH_LIMIT, query.in_stock === true);
    const body: ProductsResponse = {
      products: await loadProductCards(database, ids, locale, deal),
      categories: [],
    };
    return { body };
  });
});

route(searchRoutes, operations.hasUpselling, async (c, { params: { id } }) =>
  c.json(await hasUpselling(c.get('database').db, id)),
);

route(searchRoutes, operations.searchTriggers, async (c, { query: { query } }) => {
  return cachedJson(c, async () => ({
    body: await searchHints(c.get('database').db, c.get('localeQuery').locale, query),
  }));
});

route(searchRoutes, operations.productRecommendations, async (c, { body }) => {
  const { locale } = c.get('localeQuery');
  const db = c.get('database').db;
  const ids = await recommendedProductIds(db, body.sku, RECOMMENDATION_LIMIT);
  return c.json(
    await loadProductCards(c.get('database'), ids, locale, await c.get('services').activeDeal()),
  );
});
