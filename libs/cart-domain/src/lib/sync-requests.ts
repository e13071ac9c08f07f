import { CartItemInputSchema } from '@nordshop/api-contract';
import type { CouponResult, SyncCartRequest, SyncCouponsRequest } from '@nordshop/api-contract';
import type { CouponState } from '@nordshop/coupon-engine';
import type { CartItemRequest, CartLineItem } from './cart-line-item';
import { toCartItemRequest } from './cart-line-item';

/** Input of the `syncCart` and `loadCart` actors: the body of `POST /api/sync-cart`. */
export type SyncCartInput = SyncCartRequest;

/** Output of the `syncCart` and `loadCart` actors. */
export interface SyncCartOutput {
  /** The server's lines; they replace the cart's. */
  readonly items: readonly CartLineItem[];
  /** Whether the response header x-be-internal equalled 1. */
  readonly internal: boolean;
}

/** Input of the `syncCoupons` actor: the body of `POST /api/sync-coupons`. */
export type SyncCouponsInput = SyncCouponsRequest;

/** Output of the `syncCoupons` actor: the answer of `POST /api/sync-coupons`. */
export type SyncCouponsOutput = readonly CouponResult[];

/** An item to load into the cart (from `atc`): a line request without its uuid. */
export type LoadItem = Omit<CartItemRequest, 'uuid'>;

/** Whether an item can be loaded: a whole quantity of at least 1 and fields the server accepts. */
export function isLoadable(item: LoadItem): boolean {
  return item.quantity >= 1 && CartItemInputSchema.safeParse({ ...item, uuid: 'new' }).success;
}

/** The cart fields a sync reads. */
export interface SyncSource {
  readonly items: readonly CartLineItem[];
  readonly coupons: CouponState;
  readonly checkoutID: string | null;
}

/** The body of a `POST /api/sync-cart` (spec section 7): the lines, the held coupon codes and the checkout id. */
export function syncCartRequest(source: SyncSource): SyncCartInput {
  return {
    items: source.items.map(toCartItemRequest),
    coupons: source.coupons.items.map((entry) => entry.code),
    checkout_order_id: source.checkoutID,
  };
}

/** The body of the load variant of `POST /api/sync-cart`: the lines to load (no coupons) and the checkout id. */
export function loadCartRequest(
  items: readonly CartItemRequest[],
  checkoutID: string | null,
): SyncCartInput {
  return { items: [...items], checkout_order_id: checkoutID };
}

/** The body of a `POST /api/sync-coupons` (spec section 7): the held coupon entries and the cart's lines. */
export function syncCouponsRequest(source: Omit<SyncSource, 'checkoutID'>): SyncCouponsInput {
  return {
    coupons: source.coupons.items.map((entry) => ({ ...entry })),
    cart_contents: source.items.map(toCartItemRequest),
  };
}
