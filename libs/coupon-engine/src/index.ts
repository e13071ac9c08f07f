export {
  CUSTOMER_DISCOUNT_CODE,
  DISCOUNT_TYPE_FIXED_AMOUNT,
  normalizeCouponCode,
} from './lib/coupon';
export type {
  CategoryId,
  Coupon,
  CouponEntry,
  CouponResult,
  DiscountCategoryId,
  DiscountRule,
  GroupId,
  Sku,
} from './lib/coupon';
export { EMPTY_COUPON_STATE } from './lib/coupon-state';
export type {
  BuyXGetYOffer,
  BuyXIncrement,
  CategoryDiscount,
  CouponState,
  DiscountAggregates,
  GroupDiscount,
  ItemSelector,
  OfferDiscount,
} from './lib/coupon-state';
export type {
  CartLineInput,
  CartQuantity,
  CustomerCategoryDiscounts,
  DiscountTarget,
} from './lib/cart-line';

export {
  isBuyXGetYRule,
  isBuyXIncrementRule,
  isPercentageRule,
  isPlainPercentageRule,
} from './lib/rule-kind';
export { aggregateDiscounts } from './lib/aggregate-discounts';
export { addCoupon } from './lib/add-coupon';
export { removeCoupon } from './lib/remove-coupon';
export { clearRejected } from './lib/clear-rejected';
export { setCustomerDiscount } from './lib/set-customer-discount';
export { applySyncResult } from './lib/apply-sync-result';
export type { CouponSyncOutcome } from './lib/apply-sync-result';
export { COUPON_REJECTION_REASONS, isCouponRejectionReason } from './lib/coupon-rejection';
export type { CouponRejected, CouponRejectionReason } from './lib/coupon-rejection';
export { couponUnavailableReason } from './lib/coupon-availability';
export type { CouponAvailability } from './lib/coupon-availability';
export { COUPON_RULE_FIELDS, couponRuleOf } from './lib/coupon-rule';
export type { CouponRule, CouponRuleField, StoredCoupon } from './lib/coupon-rule';
export { evaluateCoupons } from './lib/evaluate-coupons';
export type {
  CouponEvaluationContext,
  EvaluateCouponsOptions,
  EvaluatedCouponRule,
} from './lib/evaluate-coupons';
export { ampleQuantity, couponOutcomeReason, minimumSpendMissing } from './lib/coupon-outcome';
export type { CouponOutcomeReason, EvaluatedCoupon, MissingSideReason } from './lib/coupon-outcome';

export {
  isBuyXGetYDisplayed,
  isFixedAmountCouponValid,
  isPercentageCouponValid,
} from './lib/coupon-validity';
export { affectedQuantity } from './lib/affected-quantity';
export { buyXIncrementPercentage } from './lib/buy-x-increment-percentage';
export { effectiveCustomerDiscount } from './lib/effective-customer-discount';

export { filterTiers } from './lib/filter-tiers';
export type { PriceTier } from './lib/filter-tiers';
export { selectTierPrice } from './lib/select-tier-price';
export { chargedTiers } from './lib/charged-tiers';
export type { TieredPrices } from './lib/charged-tiers';
export { MAX_AMOUNT } from './lib/money';
/** locale-config's type, re-exported because `PriceCartInput.fractionDigits` is one. */
export type { FractionDigits } from '@nordshop/locale-config';
export { priceCart } from './lib/price-cart';
export { couponGifts } from './lib/coupon-gifts';
export type { CouponGift, GiftCountLine, GiftCoupon } from './lib/coupon-gifts';
export { dealPrices } from './lib/deal-prices';
export type { DealPrices, DealTier } from './lib/deal-prices';
export { isFreeLine } from './lib/is-free-line';
export { discountSources } from './lib/discount-sources';
export type { CouponSaving, DiscountSources, DiscountSourcesInput } from './lib/discount-sources';
export { freeShippingLeft, shippingPriceFor } from './lib/free-shipping';
export { discountedUnitPrice } from './lib/discounted-unit-price';
export type {
  BuyXGetYSaving,
  PriceCartInput,
  PricedCart,
  PricedLine,
  PricingCoupons,
} from './lib/priced-cart';
