import { orderMessageOf, type OrderStatusChange } from '@nordshop/payment-lifecycle';
import { isLocaleCode } from '@nordshop/locale-config';
import { eq } from 'drizzle-orm';
import { enqueueMail } from '../mail/mail-outbox';
import type { Db } from '../platform/db/database';
import { orders } from '../platform/db/schema';
import { writeOrderEvents } from './order-webhook-events';

/**
 * Writes the message an order's status change sends (libs/payment-lifecycle orderMessageOf) to the
 * outbox, in the transaction `tx` of the change. One per order and kind: the outbox's event key
 * is `<kind>:<order id>`, so a change reported twice (a webhook's retry, two processes) sends one.
 * The same change writes its webhook events (writeOrderEvents). Returns whether a message was
 * written.
 */
export async function writeOrderMessage(
  tx: Db,
  orderId: number,
  change: OrderStatusChange,
  payload: Readonly<Record<string, unknown>> = {},
): Promise<boolean> {
  await writeOrderEvents(tx, orderId, change);
  const kind = orderMessageOf(change);
  if (kind === null) return false;
  const [order] = await tx
    .select({ email: orders.email, locale: orders.locale })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order || !isLocaleCode(order.locale)) return false;
  return enqueueMail(tx, {
    eventKey: `${kind}:${orderId}`,
    kind,
    locale: order.locale,
    recipient: order.email,
    payload: { ...payload, orderId },
  });
}
