import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_FIXTURES } from '../../testing/order-fixtures';
import { createScratchDatabase } from '../../testing/test-server';
import { startWebhookReceiver, type WebhookReceiver } from '../../testing/webhook-receiver';
import { recordTransfer } from '../checkout/unpaid-holds';
import { writeOrderMessage } from '../orders/order-messages';
import { cancelOrder, refundReturn, shipOrder } from '../payments/order-payment-actions';
import type { Database } from '../platform/db/database';
import { queryRows } from '../platform/db/query';
import { createReturn } from '../returns/order-returns';
import { WebhookSender } from '../webhooks/webhook-sender';
import { verifyWebhook } from '../webhooks/webhook-signature';
import { decodeOrderCursor, type OrderCursor } from './order-cursor';
import { ordersChangedSince } from './order-feed';
import { openMigratedDatabase } from '../../testing/migrated-database';

// The whole way of an order's events: the shop's own functions change the order (as checkout,
// the staff commands and the staff API call them), each change writes its events in its
// transaction, and a sender posts them to a real HTTP receiver. The feed pages through the same
// changes.
const SECRET = 'another-webhook-secret-of-32-characters!';
const offline = { paymentGateway: () => undefined };
/** How long a read of the feed may wait for the changes just made (see the feed's test). */
const FEED_WAIT = { timeout: 15_000, interval: 100 };
let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let database: Database;
let receiver: WebhookReceiver;

/** An order placed by prepayment (pending, awaiting the transfer), as checkout writes it. */
async function placedByPrepayment(): Promise<{ id: number; lineId: number }> {
  return database.db.transaction(async (tx) => {
    const [order] = await queryRows<{ id: number }>(
      tx,
      sql`insert into orders (email, name, locale, currency, status, total, vat_total, payment_method_id, subtotal)
          values ('buyer@example.com', 'Anna Andersson', 'sv', 'SEK', 'pending', 39800, 7960, 'prepayment:standard', 39800)
          returning id`,
    );
    const [line] = await queryRows<{ id: number }>(
      tx,
      sql`insert into order_lines (order_id, product_id, main_product_id, sku, name, quantity, price, discount, vat)
          select ${order!.id}, id, id, sku, 'Ordertest plain', 2, 19900, 0, 2500 from products
          where sku = ${ORDER_FIXTURES.plain.sku} returning id`,
    );
    await writeOrderMessage(tx, order!.id, { from: null, to: 'pending', awaitsPaymentPage: false });
    return { id: order!.id, lineId: line!.id };
  });
}

beforeAll(async () => {
  scratch = await createScratchDatabase();
  database = await openMigratedDatabase({
    databaseUrl: scratch.url,
    poolSize: 4,
    orderFixtures: true,
  });
  receiver = await startWebhookReceiver();
});

afterAll(async () => {
  await receiver.close();
  await database.close();
  await scratch.drop();
});

describe('an order’s webhook events', () => {
  it('are placed, paid, shipped, returned and refunded, in order, for an order that lived them', async () => {
    const { id, lineId } = await placedByPrepayment();
    await recordTransfer(database.db, id);
    await shipOrder(database.db, offline, id, { carrier: 'postnord-se', number: 'PN123' });
    const [returned] = await createReturn(
      database.db,
      id,
      { lines: [{ order_line_id: lineId, quantity: 1 }], reason: 'defective', comment: '' },
      new Date(),
    );
    await refundReturn(database.db, offline, returned!.id);
    receiver.failNext(2, 502);
    const sender = new WebhookSender({
      db: database.db,
      endpoints: [receiver.url],
      secret: SECRET,
      now: () => new Date(Date.now() + offset),
    });
    // An hour passes between rounds: every back-off is over by the next.
    let offset = 0;
    for (let round = 0; round < 10; round++, offset += 3_600_000) await sender.runOnce();
    const events = receiver.received
      .filter((r) => r.status === 204)
      .map((r) => {
        const t = Number(/t=(\d+)/.exec(r.signature)?.[1]);
        expect(verifyWebhook(SECRET, r.signature, r.body, t, Infinity)).toBe(true);
        return JSON.parse(r.body) as {
          id: string;
          type: string;
          order: { status: string; tracking: unknown };
        };
      });
    expect(events.map((e) => e.type)).toEqual([
      'order.placed',
      'order.paid',
      'order.shipped',
      'order.returned',
      'order.refunded',
    ]);
    expect(events.map((e) => e.order.status)).toEqual([
      'pending',
      'paid',
      'shipped',
      'shipped',
      'shipped',
    ]);
    expect(events[2]!.order.tracking).toMatchObject({ carrier: 'PostNord', number: 'PN123' });
    expect(new Set(events.map((e) => e.id)).size).toBe(5);
  });

  it('are order.cancelled for an order staff cancel, and nothing more when cancelled again', async () => {
    const { id } = await placedByPrepayment();
    await cancelOrder(database.db, offline, id);
    await expect(cancelOrder(database.db, offline, id)).rejects.toThrow(/cannot be cancelled/);
    const rows = await queryRows<{ type: string }>(
      database.db,
      sql`select type from webhook_events where order_id = ${id} order by seq`,
    );
    expect(rows.map((r) => r.type)).toEqual(['order.placed', 'order.cancelled']);
  });
});

describe('the order feed', () => {
  it('pages through the changes with its cursor, and an order changed again shows up again', async () => {
    // First read past every order the earlier tests left. Their changes too are handed out only
    // once older transactions of other test files have ended, so the reader drains until it has
    // seen each of them.
    const earlier = await queryRows<{ id: number }>(database.db, sql`select id from orders`);
    const drained = new Set<number>();
    let since: OrderCursor | null = null;
    const drain = async () => {
      for (;;) {
        const page = await ordersChangedSince(database.db, since, 100, new Date());
        for (const order of page.orders) drained.add(order.id);
        since = page.cursor === null ? null : decodeOrderCursor(page.cursor);
        if (!page.hasMore) return earlier.filter((row) => !drained.has(row.id));
      }
    };
    await expect.poll(drain, FEED_WAIT).toEqual([]);
    const a = await placedByPrepayment();
    const b = await placedByPrepayment();
    const c = await placedByPrepayment();
    await recordTransfer(database.db, a.id);
    const seen: number[] = [];
    // A change is handed out once every transaction that began before it has ended, in any
    // database of the server (order-feed.ts): other test files' transactions may hold it back a
    // moment, so the reader reads on from its cursor as a shop's system would.
    const readOn = async () => {
      for (;;) {
        const page = await ordersChangedSince(database.db, since, 2, new Date());
        seen.push(...page.orders.map((o) => o.id));
        since = page.cursor === null ? null : decodeOrderCursor(page.cursor);
        if (!page.hasMore) return seen;
      }
    };
    await expect.poll(readOn, FEED_WAIT).toEqual([b.id, c.id, a.id]);
    const quiet = await ordersChangedSince(database.db, since, 2, new Date());
    expect(quiet.orders).toEqual([]);
    expect(quiet.cursor && decodeOrderCursor(quiet.cursor)).toEqual(since);
    await shipOrder(database.db, offline, b.id, { carrier: 'posti', number: 'FI1' });
    const before = since;
    await expect
      .poll(async () => {
        const again = await ordersChangedSince(database.db, before, 10, new Date());
        return again.orders.map((o) => [o.id, o.status]);
      }, FEED_WAIT)
      .toEqual([[b.id, 'shipped']]);
  });
});
