import type { PaymentAttention } from '@nordshop/payment-lifecycle';
import { asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { orders, payments } from '../platform/db/schema';

/**
 * A payment staff must act on, with its order: the order's status (payment_failed, refund_failed,
 * disputed, or as it was), the shop's reference at the provider and the provider's own
 * (pspReference, Klarna order id), the trouble, and when its last report was counted (as
 * PostgreSQL writes a timestamp).
 */
export type PaymentNeedingAttention = Awaited<ReturnType<typeof paymentsNeedingAttention>>[number];

/** What staff do about each kind of trouble (README, "Payments that need attention"). */
export const WHAT_STAFF_DO: Readonly<Record<PaymentAttention, string>> = {
  capture_failed:
    'the money was not taken: capture again (npm run capture-payment), or collect it from the shopper, then npm run payment-handled',
  refund_failed:
    'the refund did not reach the shopper: pay it back another way (a new refund or a transfer), then npm run payment-handled',
  disputed:
    'the shopper’s bank disputes the payment: defend or accept it in the provider’s portal; a won dispute clears itself, otherwise npm run payment-handled',
  cancel_failed:
    'the reservation was not released: cancel again (npm run cancel-order), or release it in the provider’s portal, then npm run payment-handled',
};

/** The payments that need staff, the longest waiting first. */
export async function paymentsNeedingAttention(db: Db) {
  const rows = await db
    .select({
      order_id: orders.id,
      status: orders.status,
      provider: payments.provider,
      merchant_reference: payments.merchantReference,
      reference: payments.reference,
      attention: payments.attention,
      amount: payments.amount,
      currency: payments.currency,
      updated_at: sql<string>`${payments.updatedAt}::text`,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(isNotNull(payments.attention))
    .orderBy(asc(payments.updatedAt), asc(payments.id));
  return rows.flatMap(({ attention, ...row }) => (attention ? [{ ...row, attention }] : []));
}

/** One line per payment for a terminal: order, provider and references, trouble, what to do. */
export function attentionReport(payments: readonly PaymentNeedingAttention[]): string {
  if (payments.length === 0) return 'No payment needs attention.';
  return payments
    .map(
      (p) =>
        `order ${p.order_id} (${p.status}) ${p.provider} ${p.merchant_reference}` +
        `${p.reference ? ` / ${p.reference}` : ''} ${p.amount} ${p.currency} since ${p.updated_at}: ` +
        `${p.attention}: ${WHAT_STAFF_DO[p.attention]}`,
    )
    .join('\n');
}
