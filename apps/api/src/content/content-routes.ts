import { operations, type DealResponse, type WidgetResponse } from '@nordshop/api-contract';
import { fillShopText } from '@nordshop/locale-config';
import { and, asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { ContentEnv } from './content-services';
import { loadCmsPage } from './cms-pages';
import { sanitizeContentHtml } from './sanitize-html';
import { productTexts, strings, widgets } from '../platform/db/schema';
import { DomainError } from '../platform/http/errors';
import { route } from '../platform/http/route';

/**
 * GET /api/current-deal, /api/widget-by-slug/{slug}, /api/strings and /api/page-by-slug/{slug}
 * (content HTML sanitized). Widgets, strings and pages are served with the storefront's settings
 * filled in (fillShopText: `{{free_shipping_from}}`), so no text states another value.
 */
export const contentRoutes = new Hono<ContentEnv>();

route(contentRoutes, operations.currentDeal, async (c) => {
  const { locale } = c.get('localeQuery');
  const deal = await c.get('services').activeDeal();
  if (!deal) throw new DomainError('not_found', 'No deal is running');
  const [product] = await c
    .get('database')
    .db.select({ name: productTexts.name, slug: productTexts.slug })
    .from(productTexts)
    .where(and(eq(productTexts.productId, deal.productId), eq(productTexts.locale, locale)));
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
});

route(contentRoutes, operations.widget, async (c, { params: { slug } }) => {
  const { locale } = c.get('localeQuery');
  const [widget] = await c
    .get('database')
    .db.select({ content: widgets.content, hidden: widgets.hidden })
    .from(widgets)
    .where(and(eq(widgets.slug, slug), eq(widgets.locale, locale)));
  if (!widget) throw new DomainError('not_found', `No widget ${slug}`);
  const body: WidgetResponse = {
    content: sanitizeContentHtml(fillShopText(widget.content, locale)),
    hidden: widget.hidden,
  };
  return c.json(body);
});

route(contentRoutes, operations.strings, async (c) => {
  const { locale } = c.get('localeQuery');
  const rows = await c
    .get('database')
    .db.select({ key: strings.key, value: strings.value })
    .from(strings)
    .where(eq(strings.locale, locale))
    .orderBy(asc(strings.key));
  return c.json(Object.fromEntries(rows.map((r) => [r.key, fillShopText(r.value, locale)])));
});

route(contentRoutes, operations.cmsPage, async (c, { params: { slug } }) => {
  const page = await loadCmsPage(c.get('database').db, c.get('localeQuery').locale, slug, {
    draft: false,
  });
  if (!page) throw new DomainError('not_found', 'This page could not be found');
  return c.json(page);
});
