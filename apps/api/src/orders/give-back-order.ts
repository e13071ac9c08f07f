import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { releaseStock } from './reserve-stock';

/**
 * What a cancelled order gives back, inside the transaction that cancels it: its units to stock,
 * the customer's credit it used (in the order's currency) to the customer, and the subscriptions
 * it started end.
 */
export async function giveBackOrder(tx: Db, orderId: number): Promise<void> {
  await releaseStock(tx, orderId);
  await tx.execute(
    sql`update customers c
          set credit = c.credit || jsonb_build_object(o.currency,
                coalesce((c.credit->>o.currency)::int, 0) + o.credit_used)
        from orders o
        where o.id = ${orderId} and c.id = o.customer_id and o.credit_used > 0`,
  );
  await tx.execute(
    sql`update subscriptions set status = 'cancelled'
        where order_id = ${orderId} and status <> 'cancelled'`,
  );
}
