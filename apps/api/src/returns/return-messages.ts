import { isLocaleCode } from '@nordshop/locale-config';
import { eq } from 'drizzle-orm';
import { enqueueMail } from '../mail/mail-outbox';
import type { Db } from '../platform/db/database';
import { orders } from '../platform/db/schema';
import { writeReturnEvent } from '../orders/order-webhook-events';

/**
 * Writes a return's message to the outbox in the transaction `tx` that records it: `return-received`
 * when the shopper's return of lines is registered, `refund-made` when its money went back. Keyed
 * by kind and the first return's id: one message per event. The same change writes its webhook
 * event (writeReturnEvent). Returns whether the message was written.
 */
export async function writeReturnMessage(
  tx: Db,
  kind: 'return-received' | 'refund-made',
  orderId: number,
  returnIds: readonly number[],
  payload: Readonly<Record<string, unknown>> = {},
): Promise<boolean> {
  const first = Math.min(...returnIds);
  if (Number.isFinite(first))
    await writeReturnEvent(tx, kind, orderId, returnIds, payloadAmount(payload));
  const [order] = await tx
    .select({ email: orders.email, locale: orders.locale })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order || !isLocaleCode(order.locale) || !Number.isFinite(first)) return false;
  return enqueueMail(tx, {
    eventKey: `${kind}:${first}`,
    kind,
    locale: order.locale,
    recipient: order.email,
    payload: { ...payload, orderId, returnIds: [...returnIds] },
  });
}

/** The amount refunded of a `refund-made` payload, if it names one. */
const payloadAmount = (payload: Readonly<Record<string, unknown>>): number | undefined =>
  typeof payload['amount'] === 'number' ? payload['amount'] : undefined;
