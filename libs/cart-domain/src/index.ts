export { SPIN_BUTTON, clampQuantity } from './lib/clamp-quantity';
export { decideLineQuantity, productLimit } from './lib/decide-line-quantity';
export type { LineQuantity, StockFacts } from './lib/decide-line-quantity';

export { CartLineItemSchema, isSyncableLine, toCartItemRequest } from './lib/cart-line-item';
export type { CartItemRequest, CartLineItem, NewCartItem } from './lib/cart-line-item';
export { hasBundleIds, isQuantityLocked } from './lib/is-quantity-locked';
export type { LineOrigin } from './lib/is-quantity-locked';
export { nextTier, withQuantity } from './lib/line-price';
export { newCartItem } from './lib/new-cart-item';
export type { CartItemSource, NewCartItemOptions } from './lib/new-cart-item';
export { addToCart, canMergeInto, isAddable } from './lib/add-to-cart';
export { OUT_OF_STOCK_STATUS, isPurchasable } from './lib/is-purchasable';
export type { StockFields } from './lib/is-purchasable';
export { splitSyncedLines, withRemovedLines } from './lib/removed-lines';
export type { LineRemovalReason, LineRemoved, SyncedLines } from './lib/removed-lines';
export { shownTotals } from './lib/shown-totals';
export { priceCartView, pricedLineOf } from './lib/price-cart-view';
export type { PricedCartLine, PricedCartSource, PricedCartView } from './lib/price-cart-view';
export type { Charge, PricedGoods, ShownTotals } from './lib/shown-totals';
export { freeShippingProgress } from './lib/free-shipping-progress';
export type { FreeShippingProgress } from './lib/free-shipping-progress';
export {
  VAT_DISPLAY_COOKIE,
  VAT_DISPLAY_COOKIE_MAX_AGE,
  readVatDisplayCookie,
  vatDisplayCookie,
} from './lib/vat-display-cookie';
export type { AddToCartResult } from './lib/add-to-cart';
export { lastAddedToCart } from './lib/last-added-to-cart';
export { addItems } from './lib/add-items';
export type { AddedState } from './lib/add-items';
export { drawersAfterAdd } from './lib/drawers-after-add';
export { UPSELL } from './lib/upsell';
export type { AddOptions, DrawerFlags } from './lib/drawers-after-add';
export { changeQuantity } from './lib/change-quantity';
export type { QuantityChange, QuantityRefusalReason } from './lib/change-quantity';
export { formatAtc, parseAtc } from './lib/parse-atc';
export type { AtcItem, AtcRejection, AtcRejectionReason, ParsedAtc } from './lib/parse-atc';
export {
  COUPON_CODE_MAX_LENGTH,
  applyCouponCode,
  applyCouponSync,
  couponNoticeKey,
  minimumSpendLeft,
  refuseCouponCode,
  removeGiftCoupon,
} from './lib/cart-coupons';
export type {
  CouponCodeOutcome,
  CouponCodeRefusalReason,
  CouponNotice,
  CouponRefused,
  CouponSyncState,
  MinimumSpendLeft,
} from './lib/cart-coupons';

export {
  CHECKOUT_PROVIDERS,
  CartStateSchema,
  ProviderSessionSchema,
  ProviderSessionsSchema,
  ServicePointSchema,
  initialCartState,
} from './lib/cart-state';
export type {
  CartState,
  CheckoutProvider,
  ProviderSession,
  ProviderSessions,
  ServicePoint,
} from './lib/cart-state';
export { CAMPAIGN_PARAMS } from './lib/campaign-params';
export type { CampaignParam } from './lib/campaign-params';
export { CampaignDataSchema, addCampaignData } from './lib/campaign-data';
export type { CampaignData } from './lib/campaign-data';
export { clearCheckout } from './lib/clear-checkout';
export type { CheckoutFields } from './lib/clear-checkout';
export { updateCheckout } from './lib/update-checkout';
export type { CheckoutPatch } from './lib/update-checkout';
export { CART_STORAGE_FIELD } from './lib/storage-key';
export { parsePersistedCart, persistedCartPatch, readPersistedCart } from './lib/persisted-cart';

export { SYNC_RETRY, isRetryableSyncError, syncRetryDelay } from './lib/sync-retry-delay';
export { holdRepeatAt, holdRepeatStep } from './lib/spin-hold';
export { unknownSkuNotices } from './lib/load-notices';
export {
  isLoadable,
  loadCartRequest,
  syncCartRequest,
  syncCouponsRequest,
} from './lib/sync-requests';
export type {
  LoadItem,
  SyncCartInput,
  SyncCartOutput,
  SyncCouponsInput,
  SyncCouponsOutput,
  SyncSource,
} from './lib/sync-requests';
export { cartContextFrom, persistedCart } from './lib/cart-context';
export type { CartContext, CartMachineInput, LoadNotice } from './lib/cart-context';
export { cartMachine } from './lib/cart.machine';
export type { CartEvent } from './lib/cart.machine';
