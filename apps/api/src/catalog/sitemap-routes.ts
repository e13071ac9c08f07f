import { operations, SITEMAP_PAGE_SIZE } from '@nordshop/api-contract';
import { Hono } from 'hono';
import type { CatalogEnv } from './catalog-services';
import { treesByLocale } from './alternates';
import { loadSitemapEntries } from './sitemap-entries';
import { route } from '../platform/http/route';

/** How long shared caches may keep a sitemap part: 10 minutes. */
const SITEMAP_CACHE_CONTROL = 'public, max-age=600';

/** GET /api/sitemap: the storefront's indexable pages with their alternates, in parts. */
export const sitemapRoutes = new Hono<CatalogEnv>();

route(sitemapRoutes, operations.sitemap, async (c, { query: { page } }) => {
  const { locale } = c.get('localeQuery');
  const services = c.get('services');
  const trees = await treesByLocale((code) => services.categoryTree(code));
  const body = await loadSitemapEntries(c.get('database'), trees, locale, {
    page,
    perPage: SITEMAP_PAGE_SIZE,
  });
  c.header('cache-control', SITEMAP_CACHE_CONTROL);
  return c.json(body);
});
