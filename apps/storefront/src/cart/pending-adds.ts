import type { ProductCard } from '@nordshop/api-contract';
import {
  TD02_FIELDS,
  isJsonObject,
  patchTd02,
  readTd02,
  type Td02,
  type Td02Storage,
} from '@nordshop/browser-state';
import type { CartItemSource } from '@nordshop/cart-domain';
import type { PendingAdd, PendingProduct } from './pending-add-schema';

export type { PendingAdd } from './pending-add-schema';

/** The td02 field of the adds already shown that the cart machine does not hold yet. */
export const PENDING_ADDS_FIELD = TD02_FIELDS.pendingAdds;

/**
 * At most this many adds wait in storage; past it an add is not kept (it still reaches the cart
 * of the page). The cart machine takes them in within moments, so only a page that never runs its
 * cart code piles them up.
 */
export const MAX_PENDING_ADDS = 50;

/** The stored list of pending adds, as stored (entries not validated); [] when absent. */
export function storedPendingAdds(td02: Td02): unknown[] {
  const list = td02[PENDING_ADDS_FIELD];
  return Array.isArray(list) ? list : [];
}

/**
 * A new pending add's id: unique among the adds of this browser (time and chance; the id names
 * the add only until the cart machine has it).
 */
export function pendingAddId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * What the cart needs of a product to add it again after a reload: the fields of
 * `CartItemSource`, without the rest of a product page's product (description, images...).
 */
export function pendingProductOf(product: CartItemSource | ProductCard): PendingProduct {
  return {
    id: product.id,
    sku: product.sku,
    slug: product.slug,
    name: product.name,
    thumb: product.thumb,
    type: product.type,
    group_id: product.group_id,
    discount_category: product.discount_category,
    stock_status: product.stock_status,
    estimated_at: product.estimated_at,
    vat: product.vat,
    prices: product.prices,
    ...('categories' in product && product.categories
      ? { categories: [...product.categories] }
      : {}),
  };
}

/**
 * Keeps `add` in the td02 value of `storage` before it is shown, so that a reload at any moment
 * keeps it: the cart machine takes it into the cart and drops it from the list in one task
 * (pending-adds-replay.ts). False when it could not be kept (no storage, storage full or blocked,
 * {@link MAX_PENDING_ADDS} waiting): the add then lives only in the page until the machine has it.
 */
export function keepPendingAdd(storage: Td02Storage | null | undefined, add: PendingAdd): boolean {
  const list = storedPendingAdds(readTd02(storage));
  if (list.length >= MAX_PENDING_ADDS) return false;
  return patchTd02(storage, { [PENDING_ADDS_FIELD]: [...list, add] }) !== null;
}

/**
 * The units of the pending adds in a td02 value (whole quantities >= 1; anything else counts 0),
 * for the header's count before the cart machine has taken them in.
 */
export function pendingUnits(td02: Td02): number {
  return storedPendingAdds(td02).reduce<number>((sum, entry) => {
    const quantity = isJsonObject(entry) ? entry['quantity'] : undefined;
    return typeof quantity === 'number' && Number.isInteger(quantity) && quantity > 0
      ? sum + quantity
      : sum;
  }, 0);
}
