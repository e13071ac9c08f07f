/** The messages an order's status change sends the shopper. */
export type OrderMessage = 'order-confirmation' | 'payment-failed' | 'shipping-notice';

/** A change of an order's status: `from` null when the order is placed. */
export interface OrderStatusChange {
  readonly from: string | null;
  readonly to: string;
  /**
   * Whether the order waits for the shopper on a payment provider's page (placed `pending` with a
   * hosted payment): it is not confirmed until the provider approves the payment.
   */
  readonly awaitsPaymentPage: boolean;
}

/**
 * The message a change of an order's status sends (decision 037), or null:
 * - placed: confirmed at once (invoice, prepayment awaiting the transfer, a payment already
 *   approved), unless it waits for a provider's page;
 * - pending → authorized or paid: the provider approved the payment: confirmed;
 * - pending → cancelled or payment_failed: the payment never came (refused, abandoned page,
 *   transfer not made in time): the shopper hears the order will not ship;
 * - → shipped: the shipping notice.
 * An event gives one message (the outbox keys it by order): a later confirmation of a confirmed
 * order is not sent again.
 */
export function orderMessageOf(change: OrderStatusChange): OrderMessage | null {
  const { from, to } = change;
  if (from === to) return null;
  if (to === 'shipped') return 'shipping-notice';
  if (from === null) return to === 'pending' && change.awaitsPaymentPage ? null : confirmed(to);
  if (from === 'pending') {
    if (to === 'authorized' || to === 'paid') return 'order-confirmation';
    if (to === 'cancelled' || to === 'payment_failed') return 'payment-failed';
  }
  return null;
}

const confirmed = (status: string): OrderMessage | null =>
  ['pending', 'authorized', 'paid'].includes(status) ? 'order-confirmation' : null;
