import * as z from 'zod';
import { deferred } from './deferred-schema';
import { CURRENCY_CODES, LOCALE_CODES } from '@nordshop/locale-config';

/** An ISO 4217 currency the shop sells in (a storefront's, and an order's own). */
export const CurrencyCodeSchema = deferred(() => z.enum(CURRENCY_CODES));

/**
 * What the storefront shows besides the catalog (spec section 3, display settings), set per
 * storefront by the shop.
 */
export const DisplaySettingsSchema = deferred(() =>
  z.object({
    /** Show "viewed N times in the last 24 hours" on product pages. */
    recent_product_views: z.boolean(),
    /** Show "N sold today" on product pages. */
    items_bought_today: z.boolean(),
    /** Show stock status as delivery dates rather than words. */
    stock_status_dates: z.boolean(),
    /** The views line shows only from this many views (social_proof.recent_views >= view_threshold). */
    view_threshold: z.number().int().nonnegative(),
    /** The sold-today line shows only from this many units (social_proof.bought_today >= purchase_threshold). */
    purchase_threshold: z.number().int().nonnegative(),
    /** Hide waiting (delivery) times. */
    hidden_waiting_times: z.boolean(),
  }),
);
export type DisplaySettings = z.infer<typeof DisplaySettingsSchema>;

/** GET /api/storefront: the storefront of the request's locale, as the database holds it. */
export const StorefrontResponseSchema = deferred(() =>
  z.object({
    code: z.enum(LOCALE_CODES),
    storeID: z.number().int(),
    name: z.string(),
    iso: z.string(),
    countryCode: z.string(),
    country: z.string(),
    brand: z.string(),
    currency: CurrencyCodeSchema,
    allowExVAT: z.boolean(),
    privacyURL: z.string(),
    /**
     * Goods total incl. VAT after discounts, minor units, from which standard shipping is free: the
     * storefront's one setting (libs/locale-config `freeShippingFrom`), the same that checkout
     * charges by and that every text stating it is filled from.
     */
    free_shipping_from: z.number().int().nonnegative(),
    display_settings: DisplaySettingsSchema,
  }),
);
export type StorefrontResponse = z.infer<typeof StorefrontResponseSchema>;
