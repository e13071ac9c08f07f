import type { PlaceOrderRequest } from '@nordshop/api-contract';

/** One order sent to POST /api/orders with its Idempotency-Key. */
export interface OrderAttempt {
  readonly body: PlaceOrderRequest;
  /** The body as JSON, to tell the same order from a changed one. */
  readonly json: string;
  readonly key: string;
}

/**
 * The attempt to send: the same order sent again (a retry after a lost answer) keeps the previous
 * attempt's key, so the server places it once; a changed order gets `freshKey`.
 */
export function orderAttempt(
  previous: OrderAttempt | null,
  body: PlaceOrderRequest,
  freshKey: string,
): OrderAttempt {
  const json = JSON.stringify(body);
  return previous?.json === json ? previous : { body, json, key: freshKey };
}
