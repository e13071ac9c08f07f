import * as z from 'zod';
import { deferred } from './deferred-schema';
import { boundedInt, RowIdSchema, storableText } from './bounded';
import { ImageRefSchema, MinorUnitsSchema, ProductTypeSchema, VatRateSchema } from './product';

/** Subscription intervals the shop offers, in days. */
export const SUBSCRIPTION_INTERVAL_DAYS = [30, 60, 90, 180] as const;

/**
 * A cart line as the client sends it to sync-cart and sync-coupons. Only identity, quantity and
 * origin count: any price, name or other field the client sends is ignored (stripped).
 */
export const CartItemInputSchema = deferred(() =>
  z.object({
    /** Client-generated line id, returned unchanged. */
    uuid: storableText(64).min(1),
    sku: storableText(64).min(1),
    /** Whole number >= 0; 0 drops the line. */
    quantity: z.number().int().min(0).max(1_000_000),
    cross_selling_product_id: RowIdSchema.nullish(),
    upselling_bundle_id: z.union([RowIdSchema, storableText(64)]).nullish(),
    upselling_product_id: RowIdSchema.nullish(),
    unique_bundle_id: storableText(64).nullish(),
    added_by_coupon: storableText(40).nullish(),
    subscription_interval: z
      .object({
        days: z.union([z.literal(30), z.literal(60), z.literal(90), z.literal(180)], {
          error: `must be one of ${SUBSCRIPTION_INTERVAL_DAYS.join(', ')}`,
        }),
      })
      .nullish(),
  }),
);
export type CartItemInput = z.infer<typeof CartItemInputSchema>;

/** A coupon code as typed: letters, digits and dashes. */
export const CouponCodeSchema = deferred(() =>
  z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{3,40}$/, { error: 'must be 3 to 40 letters, digits or dashes' }),
);

/** POST /api/sync-cart body (the load variant sends no coupons). */
export const SyncCartRequestSchema = deferred(() =>
  z.object({
    items: z.array(CartItemInputSchema).max(200),
    coupons: z.array(CouponCodeSchema).max(20).optional(),
    checkout_order_id: z.union([storableText(64), boundedInt()]).nullish(),
  }),
);
export type SyncCartRequest = z.infer<typeof SyncCartRequestSchema>;

/**
 * A cart line as the server prices it (spec section 3, Cart line item). Money in minor units incl.
 * VAT: `price` is what one unit costs after tier, campaign and the effective percentage discount
 * (coupons, customer's category discount); `ordinary_price` the normal tier price without campaign
 * or discount; `pricing` the tiers the line is priced from (campaign tiers during a campaign).
 */
export const CartLineSchema = deferred(() =>
  z.object({
    /** The product row of the line (a variation's own id). */
    id: z.number().int(),
    uuid: z.string(),
    type: ProductTypeSchema,
    thumb: ImageRefSchema,
    name: z.string(),
    slug: z.string(),
    /** The main product (for variations: the product the variation belongs to). */
    product_id: z.number().int(),
    sku: z.string(),
    quantity: z.number().int().nonnegative(),
    price: MinorUnitsSchema,
    ordinary_price: MinorUnitsSchema,
    pricing: z.array(z.object({ q: z.number().int().nonnegative(), p: MinorUnitsSchema })),
    vat: VatRateSchema,
    categories: z.array(z.number().int()),
    group_id: z.number().int(),
    discount_category: z.number().int(),
    stock_status: z.string(),
    cross_selling_product_id: z.number().int().nullable(),
    upselling_bundle_id: z.union([z.number().int(), z.string()]).nullable(),
    upselling_product_id: z.number().int().nullable(),
    unique_bundle_id: z.string().nullable(),
    /** The coupon code that added the line (its quantity is locked). */
    added_by_coupon: z.string().nullable(),
    /** Whether the price comes from campaign tiers. */
    campaign: z.boolean(),
    subscription_interval: z.object({ days: z.number().int(), name: z.string() }).nullable(),
    estimated_at: z.string().nullable(),
    /** An i18n key of a warning about the line (cart.notice.*), or null. */
    cart_notice: z.string().nullable(),
    /** The quantity the server set when stock or limits changed the line, or null. */
    adjusted_quantity: z.number().int().nonnegative().nullable(),
  }),
);
export type CartLine = z.infer<typeof CartLineSchema>;

/** POST /api/sync-cart answer: the priced lines; header x-be-internal is 1 for shop staff. */
export const SyncCartResponseSchema = deferred(() => z.array(CartLineSchema));
