import type {
  CategoryId,
  CouponEntry,
  CouponResult,
  DiscountCategoryId,
  GroupId,
  Sku,
} from './coupon';

/** A percentage and the groups it concerns (for `excludedGroupMax`: the groups it leaves out). */
export interface GroupDiscount {
  /** Percentage, 0..100. */
  readonly discount: number;
  /** Sorted ascending, no duplicates. */
  readonly groups: readonly GroupId[];
}

/** A percentage and the discount categories it applies to. */
export interface CategoryDiscount {
  /** Percentage, 0..100. */
  readonly discount: number;
  /** Sorted ascending, no duplicates. */
  readonly categories: readonly DiscountCategoryId[];
}

/** Which cart lines a buy-x-get-y offer looks at. All three lists empty means every line. */
export interface ItemSelector {
  readonly products: readonly Sku[];
  readonly categories: readonly CategoryId[];
  readonly groups: readonly GroupId[];
}

/** What a buy-x-get-y offer takes off each discounted unit. */
export type OfferDiscount =
  | { readonly kind: 'percentage'; /** 0..100; 100 means free. */ readonly percentage: number }
  | { readonly kind: 'fixedAmount'; /** Minor units incl. VAT, >= 0. */ readonly amount: number };

/** A recognised buy-x-get-y rule: for every `buyX` units bought, `getY` units are discounted. */
export interface BuyXGetYOffer {
  readonly code: string;
  /** Units to buy per batch, > 0. */
  readonly buyX: number;
  /** Discounted units per batch, > 0. */
  readonly getY: number;
  readonly buy: ItemSelector;
  readonly get: ItemSelector;
  readonly discount: OfferDiscount;
}

/** A recognised buy-x increment rule (spec section 3): its items and the percentage reached. */
export interface BuyXIncrement {
  /** Sorted, no duplicates. */
  readonly all_affected_items: readonly Sku[];
  /** Percentage, 0..100. */
  readonly buy_x_percentage_total: number;
}

/**
 * The discounts of the applied coupons, aggregated (spec section 4). Every list is in a canonical
 * order, so two states built from the same coupons in another order are deep-equal.
 */
export interface DiscountAggregates {
  /** The first plain percentage rule's percentage, 0 when none. */
  readonly globalPercentage: number;
  /** The highest percentage per group, one entry per distinct percentage, highest first. */
  readonly specificGroupMax: readonly GroupDiscount[];
  /** Percentages for lines outside the listed groups; entries another entry beats are dropped. */
  readonly excludedGroupMax: readonly GroupDiscount[];
  /** The highest percentage per discount category, one entry per distinct percentage, highest first. */
  readonly specificCatMax: readonly CategoryDiscount[];
  /** Buy-x-get-y offers, sorted by code. */
  readonly buyXGetY: readonly BuyXGetYOffer[];
  /** Buy-x increment percentages, highest first. */
  readonly buyXIncrement: readonly BuyXIncrement[];
}

/** The cart's coupon state (spec section 3): entries, rejected codes, rules and their aggregates. */
export interface CouponState extends DiscountAggregates {
  /** The coupons the cart holds, in the order they were added. */
  readonly items: readonly CouponEntry[];
  /** Codes removed by a sync whose notice the shopper has not dismissed yet. */
  readonly rejected: readonly string[];
  /** The last sync's result for every applied coupon, in `items` order; the aggregates come from these. */
  readonly rules: readonly CouponResult[];
}

/** The state of a cart without coupons. */
export const EMPTY_COUPON_STATE: CouponState = Object.freeze({
  items: [],
  rejected: [],
  rules: [],
  globalPercentage: 0,
  specificGroupMax: [],
  excludedGroupMax: [],
  specificCatMax: [],
  buyXGetY: [],
  buyXIncrement: [],
});
