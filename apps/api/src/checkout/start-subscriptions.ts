import type { IsoDate } from '@nordshop/locale-config';
import { addDays } from '../platform/util/add-days';
import type { Db } from '../platform/db/database';
import { subscriptions } from '../platform/db/schema';
import type { PricedOrderLine } from './price-order';

/**
 * A customer's order starts an active subscription for each line bought with a
 * subscription_interval (linked to the order, so cancelling it ends them): the line's product and
 * quantity, the first repeat delivery one interval after the order date (the storefront's
 * calendar). Guests' lines only keep the interval.
 */
export async function startSubscriptions(
  tx: Db,
  customerId: number,
  orderId: number,
  lines: readonly PricedOrderLine[],
  orderDate: IsoDate,
): Promise<void> {
  const rows = lines.flatMap((line) =>
    line.subscriptionDays === null
      ? []
      : [
          {
            customerId,
            orderId,
            productId: line.productId,
            quantity: line.quantity,
            intervalDays: line.subscriptionDays,
            status: 'active' as const,
            nextDeliveryAt: addDays(orderDate, line.subscriptionDays),
          },
        ],
  );
  if (rows.length > 0) await tx.insert(subscriptions).values(rows);
}
