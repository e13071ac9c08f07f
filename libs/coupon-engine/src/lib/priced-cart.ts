import type { CartLineInput, CustomerCategoryDiscounts } from './cart-line';
import type { CouponState, DiscountAggregates } from './coupon-state';
import type { FractionDigits } from '@nordshop/locale-config';

/** The coupon data pricing needs: the aggregates and the entries (for the customer discount). */
export type PricingCoupons = DiscountAggregates & Pick<CouponState, 'items'>;

/** What {@link priceCart} prices. */
export interface PriceCartInput {
  readonly lines: readonly CartLineInput[];
  readonly coupons: PricingCoupons;
  /** The currency's display digits: 0 for SEK, NOK, DKK; 2 for EUR. */
  readonly fractionDigits: FractionDigits;
  /** The logged-in customer's personal percentages per category; none when absent. */
  readonly customerCategoryDiscounts?: CustomerCategoryDiscounts;
}

/**
 * A priced cart line. Amounts are integer minor units; "incl. VAT" amounts are multiples of the
 * currency's display step (100 öre for 0 digits), ex-VAT amounts are rounded to minor units.
 * Invariant: 0 <= discountedUnitPrice <= unitPrice and 0 <= lineTotal <= unitPrice × quantity.
 */
export interface PricedLine {
  readonly sku: string;
  readonly quantity: number;
  /** The tier price for this quantity, before discounts, incl. VAT. */
  readonly unitPrice: number;
  /** The effective customer discount, percent. */
  readonly discountPercentage: number;
  /** What each unit not discounted by a buy-x-get-y offer costs, incl. VAT. */
  readonly discountedUnitPrice: number;
  /** {@link discountedUnitPrice} excluding VAT. */
  readonly discountedUnitPriceExVat: number;
  /** Units priced by a buy-x-get-y offer (cheaper than `discountedUnitPrice`). */
  readonly promotionUnits: number;
  /** This line's share of the customer's fixed discount, incl. VAT. */
  readonly customerDiscount: number;
  /** What the line costs after every discount, incl. VAT. */
  readonly lineTotal: number;
  readonly lineTotalExVat: number;
  /** unitPrice × quantity − lineTotal. */
  readonly discount: number;
}

/** What a buy-x-get-y offer took off the cart, incl. VAT: the coupon's `buyx_free_amount`. */
export interface BuyXGetYSaving {
  readonly code: string;
  readonly amount: number;
}

/** A priced cart. Totals are the exact sums of the line fields. */
export interface PricedCart {
  readonly lines: readonly PricedLine[];
  /** Sum of unitPrice × quantity, incl. VAT. */
  readonly subtotal: number;
  /** Sum over the lines of unitPrice × quantity excluding the line's VAT (each rounded to minor units). */
  readonly subtotalExVat: number;
  /**
   * Sum of unitPrice × quantity over the lines the shopper chose (not added by a coupon), incl.
   * VAT: what a coupon's minimum spend is measured on, so a coupon's gift never helps another
   * coupon reach its minimum.
   */
  readonly minimumSpendBase: number;
  /** subtotal − total. */
  readonly discount: number;
  /** The customer's fixed discount as applied (at most what the cart costs), incl. VAT. */
  readonly customerDiscount: number;
  /** One entry per buy-x-get-y offer of the coupon state, sorted by code. */
  readonly buyXGetY: readonly BuyXGetYSaving[];
  /** Sum of line totals incl. VAT. */
  readonly total: number;
  /** Sum of line totals ex VAT. */
  readonly totalExVat: number;
  /** total − totalExVat. */
  readonly vat: number;
}
