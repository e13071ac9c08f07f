import type { CartLineItem } from './cart-line-item';

/** Why the server took a line out of the cart; `cart.removed.*` is the notice's i18n key. */
export type LineRemovalReason = 'outOfStock' | 'unavailable';

/** A line the server answered with quantity 0, which left the cart: the notice the cart shows. */
export interface LineRemoved {
  readonly type: 'cart.lineRemoved';
  readonly sku: string;
  /** The product name, for the notice. */
  readonly name: string;
  readonly reason: LineRemovalReason;
}

/** The server's lines split into the lines the cart keeps and the lines it removed. */
export interface SyncedLines {
  readonly items: CartLineItem[];
  readonly removed: LineRemoved[];
}

/**
 * The cart's lines after a sync (spec section 4: the returned list replaces the items): a line
 * the server answers with quantity 0 (out of stock, or none left) leaves the cart, with a notice
 * naming it. Order is kept; `lines` is not changed.
 */
export function splitSyncedLines(lines: readonly CartLineItem[]): SyncedLines {
  const items: CartLineItem[] = [];
  const removed: LineRemoved[] = [];
  for (const line of lines) {
    if (line.quantity > 0) items.push(line);
    else
      removed.push({
        type: 'cart.lineRemoved',
        sku: line.sku,
        name: line.name,
        reason: line.cart_notice === 'cart.notice.out_of_stock' ? 'outOfStock' : 'unavailable',
      });
  }
  return { items, removed };
}

/** The notices after more lines left the cart: one per SKU, the newest last. */
export function withRemovedLines(
  notices: readonly LineRemoved[],
  removed: readonly LineRemoved[],
): readonly LineRemoved[] {
  if (removed.length === 0) return notices;
  const fresh = new Set(removed.map((notice) => notice.sku));
  return [...notices.filter((notice) => !fresh.has(notice.sku)), ...removed];
}
