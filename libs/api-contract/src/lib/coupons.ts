import * as z from 'zod';
import { deferred } from './deferred-schema';
import { boundedInt } from './bounded';
import { CartItemInputSchema, CouponCodeSchema } from './cart';
import { MinorUnitsSchema } from './product';

/** How long a client may reuse a sync-coupons answer, and the server its coupon rules: 5 minutes (spec section 9). */
export const COUPON_CACHE_MS = 300_000;

/** A coupon entry the cart holds (spec section 3, Coupon entry). */
export const CouponEntryInputSchema = deferred(() =>
  z.object({
    code: CouponCodeSchema,
    fixed_amount: boundedInt(0).optional(),
    applied: z.boolean().optional(),
    failed_minimum_spend: z.boolean().optional(),
  }),
);
export type CouponEntryInput = z.infer<typeof CouponEntryInputSchema>;

/**
 * POST /api/sync-coupons body: the held coupons and the cart's lines. Send the request header
 * `Cache-Control: no-cache` to skip the server's 5-minute coupon cache.
 */
export const SyncCouponsRequestSchema = deferred(() =>
  z.object({
    coupons: z.array(CouponEntryInputSchema).max(20),
    cart_contents: z.array(CartItemInputSchema).max(200),
  }),
);
export type SyncCouponsRequest = z.infer<typeof SyncCouponsRequestSchema>;

const ids = z.array(z.number().int()).nullable();
const skus = z.array(z.string()).nullable();
const num = z.number().nullable();

/**
 * One coupon of a sync-coupons answer (spec section 3, Coupon and Discount rule fields). Unknown
 * codes are left out; an expired, not yet started or other-storefront code comes back with
 * `applied` false and its `reason`; `applied` false means the cart does not qualify. Amounts are
 * minor units incl. VAT of the request's currency. The CUSTOMERDISCOUNT entry carries `fixed_amount`
 * (the customer's credit) and `category_discounts` (their personal percentages).
 */
export const CouponResultSchema = deferred(() =>
  z.object({
    code: z.string(),
    applied: z.boolean(),
    failed_minimum_spend: z.boolean(),
    discount_label: z.string().nullable(),
    percentage_discount: num,
    specific_groups: ids,
    excluded_groups: ids,
    specific_discount_categories: ids,
    buy_x: num,
    get_y: num,
    buy_products: skus,
    get_products: skus,
    buy_categories: ids,
    get_categories: ids,
    buy_groups: ids,
    get_groups: ids,
    buy_x_increment: num,
    buy_x_interval: num,
    buy_x_get_amount: num,
    buyx_free_amount: num,
    discount_type_percentage: num,
    discount_type_value: num,
    all_affected_items: skus,
    buy_x_percentage_total: num,
    vat_amount: num,
    vat_rate: num,
    fixed_amount: MinorUnitsSchema.nullable(),
    /**
     * Why the coupon gives this cart nothing, null when it gives something: the coupon engine's
     * rejection reason, also the suffix of the i18n key `coupon.rejected.*` (`expired`,
     * `notStarted`, `otherStorefront`, `minimumSpend`, `noQualifyingProduct`). A coupon below its
     * minimum spend stays `applied` with `failed_minimum_spend`; clients read an unknown reason as none.
     */
    reason: z.string().nullable().default(null),
    /** The coupon's minimum spend (minor units incl. VAT), null when it has none. */
    minimum_spend: MinorUnitsSchema.nullable().default(null),
    /**
     * Only on the CUSTOMERDISCOUNT entry: the logged-in customer's personal percentages per
     * category id (spec section 6), which the server prices the cart with; null on every other entry.
     */
    category_discounts: z.record(z.string(), z.number().min(0).max(100)).nullable().default(null),
  }),
);
export type CouponResult = z.infer<typeof CouponResultSchema>;

/** POST /api/sync-coupons answer. */
export const SyncCouponsResponseSchema = deferred(() => z.array(CouponResultSchema));

/**
 * A sync-coupons result for `code` that is applied and carries no rule at all (every rule field
 * null), with `overrides` on top: the CUSTOMERDISCOUNT entry, and the base of a stored coupon's
 * result.
 */
export function blankCouponResult(
  code: string,
  overrides: Partial<CouponResult> = {},
): CouponResult {
  return {
    code,
    applied: true,
    failed_minimum_spend: false,
    discount_label: null,
    percentage_discount: null,
    specific_groups: null,
    excluded_groups: null,
    specific_discount_categories: null,
    buy_x: null,
    get_y: null,
    buy_products: null,
    get_products: null,
    buy_categories: null,
    get_categories: null,
    buy_groups: null,
    get_groups: null,
    buy_x_increment: null,
    buy_x_interval: null,
    buy_x_get_amount: null,
    buyx_free_amount: null,
    discount_type_percentage: null,
    discount_type_value: null,
    all_affected_items: null,
    buy_x_percentage_total: null,
    vat_amount: null,
    vat_rate: null,
    fixed_amount: null,
    reason: null,
    minimum_spend: null,
    category_discounts: null,
    ...overrides,
  };
}
