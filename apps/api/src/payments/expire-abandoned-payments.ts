import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { queryRows } from '../db/query';
import { recordPaymentReports } from './record-payment-reports';

/**
 * How long after its order an Adyen hosted page can no longer be paid: Adyen's sessions end one
 * hour after they are created, and a margin covers a payment that was finishing then and whose
 * webhook is still on its way.
 */
export const ADYEN_SESSION_GRACE_MINUTES = 120;

/** How many abandoned payments one pass settles (the next pass takes the rest). */
const PER_PASS = 50;

/**
 * Cancels orders whose shopper left Adyen's hosted page unpaid and never came back: their session
 * has ended by {@link ADYEN_SESSION_GRACE_MINUTES}, and Adyen reports nothing for a page left
 * unpaid. Each gets the final refusal `SESSION:{id}:expired` (the order cancelled, its units back
 * in stock); the report's id makes a second process's pass over the same payment count nothing.
 * A payment Adyen authorized is never pending by then (its webhook or the return counted it).
 * Klarna's pages say themselves how they end (its status updates), so they are not expired here.
 */
export async function expireAbandonedPayments(db: Db, now: Date): Promise<number> {
  const abandoned = await queryRows<{
    merchant_reference: string;
    session_id: string;
    reference: string | null;
  }>(
    db,
    sql`select p.merchant_reference, p.session_id, p.reference
        from payments p join orders o on o.id = p.order_id
        where p.provider = 'adyen' and p.state in ('pending', 'failed') and o.status = 'pending'
          and o.created_at < ${now.toISOString()}::timestamptz
                             - make_interval(mins => ${ADYEN_SESSION_GRACE_MINUTES})
        order by o.created_at limit ${PER_PASS}`,
  );
  let counted = 0;
  // One transaction per payment: a pass holds each order's and its products' locks briefly.
  for (const payment of abandoned) {
    const recorded = await recordPaymentReports(
      db,
      'adyen',
      [
        {
          reference: payment.reference ?? '',
          merchantReference: payment.merchant_reference,
          event: { id: `SESSION:${payment.session_id}:expired`, kind: 'refused', amount: 0 },
        },
      ],
      { refusalIsFinal: true },
    );
    counted += recorded.counted;
  }
  return counted;
}
