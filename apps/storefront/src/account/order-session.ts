import { CART_STORAGE_KEY } from '@nordshop/cart-domain';

/** Field of the td02 session storage object that holds the order tokens of this browser tab. */
const ORDERS_FIELD = 'orders';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readRoot(): Record<string, unknown> {
  try {
    const root: unknown = JSON.parse(sessionStorage.getItem(CART_STORAGE_KEY) ?? '{}');
    return isRecord(root) ? root : {};
  } catch {
    return {};
  }
}

/**
 * Keeps the order-scoped token of an order just placed, for its confirmation page (session
 * storage, td02 beside the discount and experiments): it reads that one order and nothing else.
 */
export function rememberOrderToken(orderId: number, token: string): void {
  try {
    const root = readRoot();
    const orders = isRecord(root[ORDERS_FIELD]) ? root[ORDERS_FIELD] : {};
    sessionStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({ ...root, [ORDERS_FIELD]: { ...orders, [orderId]: token } }),
    );
  } catch {
    // Blocked storage: the confirmation page asks the shopper to track the order instead.
  }
}

/** The token of an order placed in this tab, or null. */
export function orderToken(orderId: string | number): string | null {
  const orders = readRoot()[ORDERS_FIELD];
  const token = isRecord(orders) ? orders[String(orderId)] : undefined;
  return typeof token === 'string' ? token : null;
}
