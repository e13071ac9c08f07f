/** Product identity used by coupons: the SKU of a cart line. */
export type Sku = string;
/** Id of a product group (`group_id` of a cart line). */
export type GroupId = number;
/** Id of a category (the `categories` of a cart line). */
export type CategoryId = number;
/** Id of a discount category (`discount_category` of a cart line). */
export type DiscountCategoryId = number;

/** Code of the cart's customer-discount entry: a fixed amount, not a typed-in coupon. */
export const CUSTOMER_DISCOUNT_CODE = 'CUSTOMERDISCOUNT';

/**
 * A coupon code as the shop stores and compares it: without surrounding spaces, in upper case.
 * Codes are case-insensitive, so `valkommen10` is `VALKOMMEN10`.
 */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/** `discount_type_value` that marks a fixed-amount coupon (spec section 3). */
export const DISCOUNT_TYPE_FIXED_AMOUNT = 3;

/**
 * The discount data of a coupon (spec section 3, "Discount rule fields"), as the API sends it.
 * Field names stay snake_case because this is wire data. Percentages are numbers (10 means 10 %);
 * amounts are integer minor units including VAT. Every field is optional; `null` means absent.
 */
export interface DiscountRule {
  /** Percentage off, 0..100. */
  readonly percentage_discount?: number | null;
  /** The percentage applies only to lines of these groups. */
  readonly specific_groups?: readonly GroupId[] | null;
  /** The percentage applies only to lines outside these groups. */
  readonly excluded_groups?: readonly GroupId[] | null;
  /** The percentage applies only to lines of these discount categories. */
  readonly specific_discount_categories?: readonly DiscountCategoryId[] | null;
  /** The cart does not reach the coupon's minimum spend: the coupon gives nothing. */
  readonly failed_minimum_spend?: boolean | null;
  /** Buy-x-get-y: units to buy for each batch of free units (> 0 for such a rule). */
  readonly buy_x?: number | null;
  /** Buy-x-get-y: discounted units per batch (> 0 for such a rule). */
  readonly get_y?: number | null;
  /** Buy-x-get-y: the lines that count as bought, by SKU, category or group. None of the three means any line. */
  readonly buy_products?: readonly Sku[] | null;
  readonly buy_categories?: readonly CategoryId[] | null;
  readonly buy_groups?: readonly GroupId[] | null;
  /** Buy-x-get-y: the lines that can be discounted. None of the three means the buy lines. */
  readonly get_products?: readonly Sku[] | null;
  readonly get_categories?: readonly CategoryId[] | null;
  readonly get_groups?: readonly GroupId[] | null;
  /** Buy-x increment: percentage points gained per step (> 0 for such a rule). */
  readonly buy_x_increment?: number | null;
  /** Buy-x increment: units per step after the first `buy_x` units; 1 when absent. */
  readonly buy_x_interval?: number | null;
  /** Fixed-amount buy-x-get-y (`discount_type_value` 3): amount off each discounted unit, minor units incl. VAT. */
  readonly buy_x_get_amount?: number | null;
  /** What the buy-x-get-y offer takes off this cart, minor units incl. VAT, as computed by `priceCart`. */
  readonly buyx_free_amount?: number | null;
  /** Text shown for the coupon. */
  readonly discount_label?: string | null;
  /** Buy-x-get-y: percentage off each discounted unit; 100 (free) when absent. */
  readonly discount_type_percentage?: number | null;
  /** 3 means fixed amount ({@link DISCOUNT_TYPE_FIXED_AMOUNT}); anything else is a percentage. */
  readonly discount_type_value?: number | null;
  /** SKUs the coupon is about (buy-x increment and percentage coupons). */
  readonly all_affected_items?: readonly Sku[] | null;
  /** Buy-x increment: the percentage reached by this cart, as evaluated by the API. */
  readonly buy_x_percentage_total?: number | null;
}

/** A coupon as returned by the API or displayed in the cart (spec section 3). */
export interface Coupon {
  readonly code: string;
  readonly discount_label?: string | null;
  readonly buy_x?: number | null;
  readonly get_y?: number | null;
  readonly buy_products?: readonly Sku[] | null;
  readonly buy_categories?: readonly CategoryId[] | null;
  readonly buy_groups?: readonly GroupId[] | null;
  readonly buyx_free_amount?: number | null;
  /** VAT included in the coupon's amount, minor units. */
  readonly vat_amount?: number | null;
  /** VAT rate of the coupon's amount, percent (25 means 25 %). */
  readonly vat_rate?: number | null;
  readonly discount_type_value?: number | null;
  readonly discount_type_percentage?: number | null;
  readonly all_affected_items?: readonly Sku[] | null;
}

/** One entry of a `POST /api/sync-coupons` answer: a coupon, whether it applies, and its rule. */
export interface CouponResult extends Coupon, DiscountRule {
  readonly applied: boolean;
  /**
   * Why the coupon gives this cart nothing (a `CouponRejectionReason`, e.g. `expired`), null or
   * absent when it gives something. Unknown values are read as no reason.
   */
  readonly reason?: string | null;
  /** The coupon's minimum spend, minor units incl. VAT; null or absent when it has none. */
  readonly minimum_spend?: number | null;
}

/** A coupon held by the cart (spec section 3, "Coupon entry"). */
export interface CouponEntry {
  readonly code: string;
  /** Only for {@link CUSTOMER_DISCOUNT_CODE}: the amount off the cart, minor units incl. VAT, > 0. */
  readonly fixed_amount?: number;
  /** Whether the last sync applied the coupon; false while it waits for its first sync. */
  readonly applied: boolean;
  /** Whether the last sync reported that the cart misses the minimum spend. */
  readonly failed_minimum_spend: boolean;
}
