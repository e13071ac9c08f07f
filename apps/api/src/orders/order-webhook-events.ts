import {
  orderEventsOf,
  orderReturnEventOf,
  type OrderStatusChange,
  type ReturnEvent,
} from '@nordshop/payment-lifecycle';
import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { queryRows } from '../platform/db/query';
import { enqueueWebhookEvent } from '../webhooks/webhook-outbox';
import { loadOrder } from './load-order';

/**
 * Writes the webhook events of the order's change (types, oldest first) with the order as it
 * stands now, in the transaction `tx` of the change. The order's row is locked first, so two
 * changes of one order write their events in the order they commit. `key` makes each event's key
 * (`order.shipped:42`): one event however often the change is reported. Returns how many were written.
 */
async function writeEvents(
  tx: Db,
  orderId: number,
  types: readonly string[],
  key: (type: string) => string,
  detail?: Readonly<Record<string, unknown>>,
): Promise<number> {
  if (types.length === 0) return 0;
  const locked = await queryRows<{ id: number }>(
    tx,
    sql`select id from orders where id = ${orderId} for update`,
  );
  if (locked.length === 0) return 0;
  const order = await loadOrder(tx, orderId, new Date());
  let written = 0;
  for (const type of types) {
    const data = detail ? { order, detail } : { order };
    if (await enqueueWebhookEvent(tx, { eventKey: key(type), type, orderId, data })) written += 1;
  }
  return written;
}

/**
 * Writes the webhook events a change of the order's status gives (libs/payment-lifecycle
 * orderEventsOf), one per order and type, in the transaction `tx` of the change.
 */
export function writeOrderEvents(tx: Db, orderId: number, change: OrderStatusChange) {
  return writeEvents(tx, orderId, orderEventsOf(change), (type) => `${type}:${orderId}`);
}

/**
 * Writes the webhook event of a return's change (`order.returned` when registered,
 * `order.refunded` when its money went back), keyed by the first return's id, in the transaction
 * `tx` that records it; `detail` names the returns (and the amount refunded).
 */
export function writeReturnEvent(
  tx: Db,
  event: ReturnEvent,
  orderId: number,
  returnIds: readonly number[],
  amount?: number,
) {
  const first = Math.min(...returnIds);
  const detail = { return_ids: [...returnIds], ...(amount === undefined ? {} : { amount }) };
  return writeEvents(
    tx,
    orderId,
    [orderReturnEventOf(event)],
    (type) => `${type}:return-${first}`,
    detail,
  );
}
