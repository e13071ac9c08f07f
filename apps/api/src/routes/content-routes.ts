import { PageSlugParamSchema, WidgetSlugParamSchema, type CmsPageResponse, type DealResponse, type WidgetResponse } from '@nordshop/api-contract';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { ApiEnv } from '../api-env';
import { queryRows } from '../db/query';
import { DomainError } from '../errors';
import { parseOrThrow } from '../validate';

/** GET /api/current-deal, /api/widget-by-slug/{slug}, /api/strings and /api/page-by-slug/{slug}. */
export const contentRoutes = new Hono<ApiEnv>()
  .get('/current-deal', async (c) => {
    const { locale } = c.get('localeQuery');
    const deal = await c.get('services').activeDeal();
    if (!deal) throw new DomainError('not_found', 'No deal is running');
    const [product] = await queryRows<{ name: string; slug: string }>(
      c.get('database').db,
      sql`select name, slug from product_texts where product_id = ${deal.productId} and locale = ${locale}`,
    );
    if (!product) throw new DomainError('not_found', 'No deal is running');
    const body: DealResponse = {
      title: deal.title[locale] ?? '',
      product_name: product.name,
      product_slug: product.slug,
      discount: deal.discount,
      starts_at: deal.startsAt.toISOString(),
      expires_at: deal.expiresAt.toISOString(),
    };
    return c.json(body);
  })
  .get('/widget-by-slug/:slug', async (c) => {
    const { slug } = parseOrThrow(WidgetSlugParamSchema, c.req.param(), 'path');
    const { locale } = c.get('localeQuery');
    const [widget] = await queryRows<WidgetResponse>(
      c.get('database').db,
      sql`select content, hidden from widgets where slug = ${slug} and locale = ${locale}`,
    );
    if (!widget) throw new DomainError('not_found', `No widget ${slug}`);
    return c.json(widget);
  })
  .get('/strings', async (c) => {
    const { locale } = c.get('localeQuery');
    const rows = await queryRows<{ key: string; value: string }>(
      c.get('database').db,
      sql`select key, value from strings where locale = ${locale} order by key`,
    );
    return c.json(Object.fromEntries(rows.map((r) => [r.key, r.value])));
  })
  .get('/page-by-slug/:slug', async (c) => {
    const { slug } = parseOrThrow(PageSlugParamSchema, c.req.param(), 'path');
    const { locale } = c.get('localeQuery');
    const [page] = await queryRows<{ slug: string; title: string; content: string; updated_at: string | Date }>(
      c.get('database').db,
      sql`select slug, title, content, updated_at from cms_pages where locale = ${locale} and slug = ${slug}`,
    );
    if (!page) throw new DomainError('not_found', 'This page could not be found');
    const body: CmsPageResponse = { ...page, updated_at: new Date(page.updated_at).toISOString() };
    return c.json(body);
  });
