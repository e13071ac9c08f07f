import type { PaymentAttention } from '@nordshop/payment-lifecycle';
import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { queryRows } from '../platform/db/query';

/** A payment staff must act on, with its order. */
export interface PaymentNeedingAttention {
  readonly order_id: number;
  /** The order's status (payment_failed, refund_failed, disputed, or as it was). */
  readonly status: string;
  readonly provider: string;
  /** The shop's reference at the provider, and the provider's own (pspReference, Klarna order id). */
  readonly merchant_reference: string;
  readonly reference: string | null;
  readonly attention: PaymentAttention;
  readonly amount: number;
  readonly currency: string;
  /** When its last report was counted (ISO 8601). */
  readonly updated_at: string;
}

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
export function paymentsNeedingAttention(db: Db): Promise<PaymentNeedingAttention[]> {
  return queryRows<PaymentNeedingAttention>(
    db,
    sql`select o.id as order_id, o.status, p.provider, p.merchant_reference, p.reference,
               p.attention, p.amount, p.currency, p.updated_at::text as updated_at
        from payments p join orders o on o.id = p.order_id
        where p.attention is not null
        order by p.updated_at, p.id`,
  );
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
