import type { CartLineItem, NewCartItem } from './cart-line-item';
import { isSyncableLine } from './cart-line-item';
import { isPurchasable } from './is-purchasable';
import { hasBundleIds, isQuantityLocked } from './is-quantity-locked';
import { withQuantity } from './line-price';

/** The cart after an add, and the added item as it went in. */
export interface AddToCartResult {
  readonly items: CartLineItem[];
  /**
   * The added item with the added quantity and the `uuid` of the line it went into (the merged
   * line's, or the new line's): what `lastAddedToCart` records.
   */
  readonly added: CartLineItem;
}

/**
 * Whether an item can be added: a product that can be bought (`isPurchasable`: not out of stock),
 * a whole quantity of at least 1, and fields the server accepts in a sync (see `isSyncableLine`:
 * e.g. a SKU of 1 to 64 characters).
 */
export function isAddable(item: NewCartItem): boolean {
  return isPurchasable(item) && item.quantity >= 1 && isSyncableLine({ ...item, uuid: 'new' });
}

/**
 * Whether `added` merges into `line` (spec section 4): the added item has no cross-selling or
 * upselling bundle ids, the line is for the same product (SKU) and subscription interval, has none
 * of those ids and was not added by a coupon.
 */
export function canMergeInto(line: CartLineItem, added: NewCartItem): boolean {
  return (
    !hasBundleIds(added) &&
    line.sku === added.sku &&
    !isQuantityLocked(line) &&
    (line.subscription_interval?.days ?? null) === (added.subscription_interval?.days ?? null)
  );
}

/**
 * Adds an item to the cart lines (spec section 4). A mergeable item adds its quantity to the first
 * line it can merge into, which is re-priced by its tiers; otherwise a new line is pushed with a
 * `uuid` from `makeUuid`. The merged quantity is not capped here: the server clamps it and reports
 * `adjusted_quantity`. Returns new arrays and lines; `items` is not changed.
 *
 * @param makeUuid - generates the client-side id of a new line; called only when a line is pushed.
 */
export function addToCart(
  items: readonly CartLineItem[],
  added: NewCartItem,
  makeUuid: () => string,
): AddToCartResult {
  const index = items.findIndex((line) => canMergeInto(line, added));
  const target = items[index];
  if (target === undefined) {
    const line: CartLineItem = withQuantity({ ...added, uuid: makeUuid() }, added.quantity);
    return { items: [...items, line], added: { ...added, uuid: line.uuid } };
  }
  const merged = withQuantity(target, target.quantity + added.quantity);
  return {
    items: items.map((line, i) => (i === index ? merged : line)),
    added: { ...added, uuid: target.uuid },
  };
}
