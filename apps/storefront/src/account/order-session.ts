import { TD02_FIELDS, isJsonObject, patchTd02, readTd02 } from '@nordshop/browser-state';
import { sessionArea } from '../storage/storage-areas';

/** The order tokens of this browser tab (the td02 session storage value's `orders`), by order id. */
function storedOrders(): Record<string, unknown> {
  const orders = readTd02(sessionArea())[TD02_FIELDS.orders];
  return isJsonObject(orders) ? orders : {};
}

/**
 * Keeps the order-scoped token of an order just placed, for its confirmation page (session
 * storage, td02 beside the discount and experiments): it reads that one order and nothing else.
 */
export function rememberOrderToken(orderId: number, token: string): void {
  // Blocked storage: the confirmation page asks the shopper to track the order instead.
  patchTd02(sessionArea(), { [TD02_FIELDS.orders]: { ...storedOrders(), [orderId]: token } });
}

/** The token of an order placed in this tab, or null. */
export function orderToken(orderId: string | number): string | null {
  const token = storedOrders()[String(orderId)];
  return typeof token === 'string' ? token : null;
}
