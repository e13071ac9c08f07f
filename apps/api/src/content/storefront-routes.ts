import {
  operations,
  StorefrontResponseSchema,
  type StorefrontResponse,
} from '@nordshop/api-contract';
import { STOREFRONTS } from '@nordshop/locale-config';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { ContentEnv } from './content-services';
import { storefronts } from '../platform/db/schema';
import { DomainError } from '../platform/http/errors';
import { route } from '../platform/http/route';

/** GET /api/storefront: the request's storefront as stored in the database. */
export const storefrontRoutes = new Hono<ContentEnv>();

route(storefrontRoutes, operations.storefront, async (c) => {
  const { locale } = c.get('localeQuery');
  const { db } = c.get('database');
  const [row] = await db.select().from(storefronts).where(eq(storefronts.code, locale)).limit(1);
  if (!row) throw new DomainError('not_found', `Storefront ${locale} is not set up`);
  const body: StorefrontResponse = {
    code: locale,
    storeID: row.storeId,
    name: row.name,
    iso: row.iso,
    countryCode: row.countryCode,
    country: row.country,
    brand: row.brand,
    currency: StorefrontResponseSchema.shape.currency.parse(row.currency),
    allowExVAT: row.allowExVat,
    privacyURL: row.privacyUrl,
    free_shipping_from: STOREFRONTS[locale].freeShippingFrom,
    display_settings: {
      recent_product_views: row.recentProductViews,
      items_bought_today: row.itemsBoughtToday,
      stock_status_dates: row.stockStatusDates,
      view_threshold: row.viewThreshold,
      purchase_threshold: row.purchaseThreshold,
      hidden_waiting_times: row.hiddenWaitingTimes,
    },
  };
  return c.json(body);
});
