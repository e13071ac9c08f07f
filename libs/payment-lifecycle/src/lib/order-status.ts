import type { PaymentState } from './payment-state';

/**
 * The order statuses that tell the shop to act on the order's money: the payment was not taken
 * after all (payment_failed), a refund did not reach the shopper (refund_failed), or the shopper's
 * bank disputes the payment (disputed).
 */
export const ORDER_ATTENTION_STATUSES = ['payment_failed', 'refund_failed', 'disputed'] as const;

/** One of {@link ORDER_ATTENTION_STATUSES}. */
export type OrderAttentionStatus = (typeof ORDER_ATTENTION_STATUSES)[number];

/** The order statuses a payment sets; the others (shipped, delivered) the shop sets itself. */
export type OrderPaymentStatus =
  'pending' | 'authorized' | 'paid' | 'cancelled' | 'refunded' | OrderAttentionStatus;

/** The order status each payment state gives an order that has not left the shop. */
const ORDER_STATUS_OF_PAYMENT: Readonly<Record<PaymentState, OrderPaymentStatus>> = {
  pending: 'pending',
  authorized: 'authorized',
  paid: 'paid',
  cancelled: 'cancelled',
  failed: 'cancelled',
  refunded: 'refunded',
  capture_failed: 'payment_failed',
  refund_failed: 'refund_failed',
  disputed: 'disputed',
};

/** Whether an order's status is one of {@link ORDER_ATTENTION_STATUSES}. */
export const isOrderAttention = (status: string): status is OrderAttentionStatus =>
  (ORDER_ATTENTION_STATUSES as readonly string[]).includes(status);

/** Whether a payment's state asks the shop to act (its order takes an attention status). */
const attentionOf = (payment: PaymentState): OrderAttentionStatus | null => {
  const status = ORDER_STATUS_OF_PAYMENT[payment];
  return isOrderAttention(status) ? status : null;
};

/**
 * The status of an order paid through a provider once its payment is in `payment`. A payment that
 * needs the shop to act gives its attention status whatever the order's. Otherwise, before it
 * ships the order follows its payment (a refused or released payment cancels it); a shipped or
 * delivered order keeps its status until all money taken is refunded; a refunded order stays so,
 * and so does a cancelled one (its units are back in stock: money that comes for it after all is
 * the shop's to give back, not a reason to revive it).
 */
export function orderStatusAfterPayment<S extends string>(
  current: S,
  payment: PaymentState,
): S | OrderPaymentStatus {
  const attention = attentionOf(payment);
  if (attention) return attention;
  if (current === 'refunded' || current === 'cancelled') return current;
  if (current === 'shipped' || current === 'delivered')
    return payment === 'refunded' ? 'refunded' : current;
  return ORDER_STATUS_OF_PAYMENT[payment];
}

/** An order's status, and the status it had before its money needed the shop (null when it does not). */
export interface OrderPaymentPosition<S extends string = string> {
  readonly status: S | OrderPaymentStatus;
  readonly held: S | OrderPaymentStatus | null;
}

/**
 * Where an order goes when its payment is in `payment`, remembering the status an attention status
 * took the place of: once the payment is set right (a capture taken after all, a dispute won, staff
 * handled it) the order goes back to that status, as {@link orderStatusAfterPayment} moves it.
 */
export function orderFollowingPayment<S extends string>(
  order: OrderPaymentPosition<S>,
  payment: PaymentState,
): OrderPaymentPosition<S> {
  const attention = attentionOf(payment);
  const inAttention = isOrderAttention(order.status);
  if (attention) return { status: attention, held: inAttention ? order.held : order.status };
  if (!inAttention) return { status: orderStatusAfterPayment(order.status, payment), held: null };
  return { status: orderStatusAfterPayment(order.held ?? 'pending', payment), held: null };
}
