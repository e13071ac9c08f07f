import type { NewCartItem } from './cart-line-item';
import type { AddOptions } from './drawers-after-add';
import type { AtcRejection } from './parse-atc';
import type { LoadItem } from './sync-requests';
import type { CheckoutPatch } from './update-checkout';

/** Every event the cart machine accepts, namespaced `cart.` in dot-case. */
export type CartEvent =
  /** Adds items (merging where allowed) and syncs at once; may open a drawer. */
  | ({ type: 'cart.add'; items: readonly NewCartItem[] } & AddOptions)
  /**
   * The spin button or trash icon: 0 or less removes the line (a coupon's gift line takes its
   * coupon along); syncs after 250 ms of quiet.
   */
  | { type: 'cart.quantityChanged'; uuid: string; quantity: number }
  /** Replaces the cart with these items as the server prices them (e.g. from `atc`). */
  | { type: 'cart.load'; items: readonly LoadItem[]; rejected?: readonly AtcRejection[] }
  /** Clears the notices of the last load. */
  | { type: 'cart.dismissLoadNotices' }
  /** Clears the notices of lines the server took out of the cart. */
  | { type: 'cart.dismissRemovedLines' }
  /** Syncs now (on start, or when the browser is back online). */
  | { type: 'cart.sync' }
  /** A page view: records the campaign of `location` (href) and the referrer ('' when none). */
  | { type: 'cart.addCampaignData'; location: string; referrer: string }
  | { type: 'cart.clearCheckout' }
  /** After an order: empties the cart (lines, coupons, notices) and clears the checkout. */
  | { type: 'cart.clear' }
  /** The checkout's choices: ids, shipping, payment, service point, provider sessions. */
  | { type: 'cart.checkoutChanged'; patch: CheckoutPatch }
  | { type: 'cart.open' }
  /** Closes the cart drawer and the upselling drawer. */
  | { type: 'cart.close' }
  /** Opens the upselling drawer in place of the cart drawer. */
  | { type: 'cart.openUpselling' }
  | { type: 'cart.closeUpselling' }
  /** true shows prices including VAT; false (excluding) only where the storefront allows it. */
  | { type: 'cart.vatDisplayChanged'; vat: boolean }
  | { type: 'cart.applyCoupon'; code: string }
  | { type: 'cart.removeCoupon'; code: string }
  /** The customer's fixed discount, minor units incl. VAT; 0 or less removes it. */
  | { type: 'cart.setCustomerDiscount'; amount: number }
  | { type: 'cart.dismissCouponNotices' };
