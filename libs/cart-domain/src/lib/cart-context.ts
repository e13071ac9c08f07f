import { EMPTY_COUPON_STATE } from '@nordshop/coupon-engine';
import type { CouponState, CustomerCategoryDiscounts } from '@nordshop/coupon-engine';
import type { CouponNotice } from './cart-coupons';
import type { CartItemRequest } from './cart-line-item';
import type { AtcRejectionReason } from './parse-atc';
import type { CartState } from './cart-state';
import type { LineRemoved } from './removed-lines';
import { initialCartState } from './cart-state';

/** What the app gives the cart machine when it starts it. */
export interface CartMachineInput {
  /** The persisted cart, from `readPersistedCart`; the empty cart when absent. */
  readonly cart?: CartState;
  /** Generates the client-side `uuid` of a new line, e.g. `() => crypto.randomUUID()`. */
  readonly makeUuid: () => string;
  /** The storefront's `allowExVAT` flag; false keeps prices including VAT (Danish). Default true. */
  readonly allowExVat?: boolean;
}

/** Why an entry of a loaded list (`atc`) did not reach the cart. */
export interface LoadNotice {
  /** The entry as given, or the SKU the server does not sell. */
  readonly entry: string;
  readonly reason: AtcRejectionReason | 'unknownSku';
}

/** The cart machine's context: the cart state with its coupon state, plus sync bookkeeping. */
export interface CartContext extends Omit<CartState, 'coupons'> {
  /** The coupon entries with the rules and aggregates of the last coupon sync. */
  readonly coupons: CouponState;
  /** Codes a sync rejected, or the cart refused, since the shopper last dismissed the notices. */
  readonly couponNotices: readonly CouponNotice[];
  /**
   * The logged-in customer's personal percentages per category, from the last coupon sync (the
   * CUSTOMERDISCOUNT entry): the cart is priced with them as the order is. Empty for a visitor,
   * and until the first sync of the page (not persisted: they follow the session, not the cart).
   */
  readonly customerCategoryDiscounts: CustomerCategoryDiscounts;
  /** Failed syncs in a row; 0 after a successful one. Drives the retry backoff. */
  readonly syncFailures: number;
  /** The lines of a `cart.load` waiting for the server, with their uuids; null when none. */
  readonly pendingLoad: readonly CartItemRequest[] | null;
  /** Entries of the last `cart.load` that did not reach the cart, until dismissed. */
  readonly loadNotices: readonly LoadNotice[];
  /** Lines the server took out of the cart (answered with quantity 0), until dismissed. */
  readonly removedLines: readonly LineRemoved[];
  /**
   * The server refused the last sync as invalid (a 4xx): it is not retried, the local cart stays
   * as it is, and the next change or successful sync clears the flag.
   */
  readonly syncRejected: boolean;
  readonly allowExVat: boolean;
  readonly makeUuid: () => string;
}

/**
 * The machine's first context from its input. Persisted coupon entries are held without rules:
 * they give no discount until the next coupon sync. Without ex-VAT display, `vat` is forced true.
 */
export function cartContextFrom(input: CartMachineInput): CartContext {
  const { coupons, ...cart } = input.cart ?? initialCartState();
  const allowExVat = input.allowExVat ?? true;
  return {
    ...cart,
    vat: cart.vat || !allowExVat,
    coupons: { ...EMPTY_COUPON_STATE, items: coupons },
    couponNotices: [],
    customerCategoryDiscounts: {},
    syncFailures: 0,
    pendingLoad: null,
    loadNotices: [],
    removedLines: [],
    syncRejected: false,
    allowExVat,
    makeUuid: input.makeUuid,
  };
}

/** The cart state to persist from the machine's context (pass it to `persistedCartPatch`). */
export function persistedCart(context: CartContext): CartState {
  const {
    coupons,
    couponNotices: _couponNotices,
    customerCategoryDiscounts: _customerCategoryDiscounts,
    syncFailures: _syncFailures,
    pendingLoad: _pendingLoad,
    loadNotices: _loadNotices,
    removedLines: _removedLines,
    syncRejected: _syncRejected,
    allowExVat: _allowExVat,
    makeUuid: _makeUuid,
    ...cart
  } = context;
  return { ...cart, items: [...cart.items], coupons: [...coupons.items] };
}
