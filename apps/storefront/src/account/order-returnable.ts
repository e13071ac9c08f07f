import type { OrderStatus } from '@nordshop/api-contract';
import { isReturnableStatus } from '@nordshop/payment-lifecycle';

/**
 * Whether the shop offers a return of an order: the API's own word when its answer carries one
 * (`returnable`), else derived from the status it answers: shipped or delivered (an order not yet
 * shipped is cancelled, not returned; a cancelled or refunded one has nothing left to return).
 */
export function offersReturn(order: {
  readonly status: OrderStatus;
  readonly returnable?: boolean | null | undefined;
}): boolean {
  return typeof order.returnable === 'boolean'
    ? order.returnable
    : isReturnableStatus(order.status);
}
