import type { PlaceOrderRequest } from '@nordshop/api-contract';
import { STOREFRONTS, type LocaleCode } from '@nordshop/locale-config';
import { MOBILE_EXAMPLES, POSTAL_CODE_EXAMPLES } from '../src/checkout/storefront-checks';
import { fetchFrom } from './from-address';
import { ORDER_FIXTURES } from './order-fixtures';
import type { SharedApi } from './shared-api';

/** A new Idempotency-Key. */
export const newKey = () => `test-${crypto.randomUUID()}`;

/** A valid order request of a storefront: two units of the plain fixture, home delivery, invoice. */
export function orderRequest(
  locale: LocaleCode,
  overrides: Partial<PlaceOrderRequest> = {},
): PlaceOrderRequest {
  return {
    customer_type: 'private',
    email: `shopper-${crypto.randomUUID().slice(0, 8)}@example.com`,
    phone: MOBILE_EXAMPLES[locale],
    first_name: 'Anna',
    last_name: 'Lindqvist',
    address: { street: 'Storgatan 1', postal_code: POSTAL_CODE_EXAMPLES[locale], city: 'Stad' },
    items: [{ uuid: 'line-1', sku: ORDER_FIXTURES.plain.sku, quantity: 2 }],
    coupons: [],
    shipping_method_id: 'flat:home',
    payment_method_id: 'invoice:standard',
    accept_terms: true,
    ...overrides,
  };
}

/**
 * POSTs an order request over HTTP as it is (no client-side parsing), with a key unless null,
 * as a shopper of its own (a fresh client address, from-address.ts `fetchFrom`), so the limits
 * of orders per address count each call apart.
 */
export function postOrder(
  api: SharedApi,
  locale: LocaleCode,
  body: unknown,
  key: string | null = newKey(),
  headers: Record<string, string> = {},
) {
  return fetchFrom()(
    `${api.baseUrl}/api/orders?locale=${locale}&sid=${STOREFRONTS[locale].storeID}`,
    {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(key === null ? {} : { 'idempotency-key': key }),
        ...headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    },
  );
}

/** The stock of a product by SKU. */
export async function stockOf(api: SharedApi, sku: string): Promise<number> {
  const [row] = await api.sql<{ stock_quantity: number }>(
    `select stock_quantity from products where sku = '${sku}'`,
  );
  if (!row) throw new Error(`no product ${sku}`);
  return row.stock_quantity;
}
