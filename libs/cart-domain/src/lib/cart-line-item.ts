import {
  CartItemInputSchema,
  CartLineSchema,
  SUBSCRIPTION_INTERVAL_DAYS,
} from '@nordshop/api-contract';
import type { CartItemInput, CartLine } from '@nordshop/api-contract';

/**
 * A cart line (spec section 3, Cart line item) with its snake_case wire fields, as
 * `POST /api/sync-cart` returns it. Money is integer minor units incl. VAT; `quantity` is a whole
 * number >= 0; `uuid` is generated on the client and identifies the line. The type and its schema
 * come from `@nordshop/api-contract`, so the cart and the API never disagree on the shape.
 */
export type CartLineItem = CartLine;

/** The zod schema of {@link CartLineItem}, used to parse lines read from local storage. */
export const CartLineItemSchema = CartLineSchema;

/** An item on its way into the cart: a full line without its `uuid`, which the cart assigns. */
export type NewCartItem = Omit<CartLineItem, 'uuid'>;

/** A line as the client sends it to `POST /api/sync-cart` and `POST /api/sync-coupons`. */
export type CartItemRequest = CartItemInput;

type SubscriptionDays = (typeof SUBSCRIPTION_INTERVAL_DAYS)[number];

function isSubscriptionDays(days: number): days is SubscriptionDays {
  return (SUBSCRIPTION_INTERVAL_DAYS as readonly number[]).includes(days);
}

/**
 * What the server needs of a line: identity, quantity and origin (names and prices are the
 * server's). A subscription interval the shop does not offer is left out rather than sent.
 */
export function toCartItemRequest(line: CartLineItem): CartItemRequest {
  const days = line.subscription_interval?.days;
  return {
    uuid: line.uuid,
    sku: line.sku,
    quantity: line.quantity,
    cross_selling_product_id: line.cross_selling_product_id,
    upselling_bundle_id: line.upselling_bundle_id,
    upselling_product_id: line.upselling_product_id,
    unique_bundle_id: line.unique_bundle_id,
    added_by_coupon: line.added_by_coupon,
    subscription_interval: days !== undefined && isSubscriptionDays(days) ? { days } : null,
  };
}

/**
 * Whether the server accepts the line in a sync request (`CartItemInputSchema`): SKU and uuid of 1
 * to 64 characters, a whole quantity up to 1,000,000, origin ids of the right kind. A line that
 * fails would make every sync of the cart fail, so such lines never enter the cart.
 */
export function isSyncableLine(line: CartLineItem): boolean {
  return CartItemInputSchema.safeParse(toCartItemRequest(line)).success;
}
