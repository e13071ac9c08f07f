import type { OrderStatusChange } from './order-message';

/** The events an order sends to the shop's webhook endpoints, in the order they can happen. */
export const ORDER_EVENT_TYPES = [
  'order.placed',
  'order.paid',
  'order.cancelled',
  'order.shipped',
  'order.returned',
  'order.refunded',
] as const;

/** One of {@link ORDER_EVENT_TYPES}. */
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];

/** The statuses of an order the shop has confirmed to its shopper. */
const CONFIRMED = ['pending', 'authorized', 'paid'];

/**
 * The webhook events a change of an order's status gives, oldest first (empty for none). It
 * follows the same changes as the shopper's e-mail (orderMessageOf):
 * - `order.placed`: the order is confirmed: placed by a method that needs no payment page
 *   (invoice, prepayment, a payment approved at once), or its provider approved the payment
 *   after the page (pending → authorized or paid). An order still on a provider's page is not
 *   placed yet, and one whose page was abandoned or refused never is.
 * - `order.paid`: the order's money is taken: it reaches `paid` (placed paid, a transfer
 *   recorded, a capture) from any other status.
 * - `order.shipped`: it reaches `shipped`.
 * - `order.cancelled`: it reaches `cancelled`, unless it was never placed (pending on a
 *   provider's page).
 * A status reached through the payment alone (`refunded`, the attention statuses) gives none:
 * money given back is `order.refunded` of a return (orderReturnEventOf), and a cancellation that
 * gives the money back is `order.cancelled`.
 */
export function orderEventsOf(change: OrderStatusChange): OrderEventType[] {
  const { from, to, awaitsPaymentPage } = change;
  if (from === to) return [];
  const events: OrderEventType[] = [];
  const onPage = awaitsPaymentPage && (from === null ? to === 'pending' : from === 'pending');
  const placed =
    from === null
      ? CONFIRMED.includes(to) && !onPage
      : from === 'pending' && awaitsPaymentPage && (to === 'authorized' || to === 'paid');
  if (placed) events.push('order.placed');
  if (to === 'paid') events.push('order.paid');
  if (to === 'shipped') events.push('order.shipped');
  if (to === 'cancelled' && from !== null && !onPage) events.push('order.cancelled');
  return events;
}

/** What happened to a return: registered (`return-received`) or its money given back (`refund-made`). */
export type ReturnEvent = 'return-received' | 'refund-made';

/** The webhook event of a return's change: `order.returned` when registered, `order.refunded` when refunded. */
export function orderReturnEventOf(event: ReturnEvent): OrderEventType {
  return event === 'return-received' ? 'order.returned' : 'order.refunded';
}
