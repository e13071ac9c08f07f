import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, serveOnFreePort } from '../../testing/test-server';
import { startWebhookReceiver, type WebhookReceiver } from '../../testing/webhook-receiver';
import { writeOrderEvents, writeReturnEvent } from '../orders/order-webhook-events';
import { openDatabase, type Database } from '../platform/db/database';
import { queryRows } from '../platform/db/query';
import { WEBHOOK_MAX_ATTEMPTS, webhookRetryDelayMs } from './webhook-retry';
import { WebhookSender } from './webhook-sender';
import { verifyWebhook } from './webhook-signature';
import { openMigratedDatabase } from '../../testing/migrated-database';

// Senders over one database, as in production: on PostgreSQL (DATABASE_URL) two connection pools
// stand for two processes; on the embedded database two senders share it. A real HTTP server
// receives what they post and checks each signature as a receiving system would.
const SECRET = 'a-webhook-secret-of-at-least-32-characters';
let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let first: Database;
let second: Database;
let receiver: WebhookReceiver;
let offset = 0;
const now = () => new Date(Date.now() + offset);
const later = (ms: number) => (offset += ms);

const senderOn = (database: Database, endpoints = [receiver.url]) =>
  new WebhookSender({ db: database.db, endpoints, secret: SECRET, now, timeoutMs: 2_000 });

/** A placed order of its own (one per test), by SQL: the events read it as it stands. */
async function newOrder(status = 'pending'): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    first.db,
    sql`insert into orders (email, name, locale, currency, status, total, vat_total)
        values ('buyer@example.com', 'Anna Andersson', 'sv', 'SEK', ${status}, 19900, 3980)
        returning id`,
  );
  return row!.id;
}

const setStatus = (id: number, from: string, to: string, awaitsPaymentPage = false) =>
  first.db.transaction(async (tx) => {
    await tx.execute(sql`update orders set status = ${to} where id = ${id}`);
    await writeOrderEvents(tx, id, { from, to, awaitsPaymentPage });
  });

interface Event {
  id: string;
  type: string;
  created_at: string;
  order: { id: number; status: string };
  detail?: unknown;
}

/** What the receiver accepted for an order, checked as a receiver checks it. */
function accepted(orderId: number): Event[] {
  return receiver.received
    .filter((r) => r.status < 300)
    .map((r) => {
      const event = JSON.parse(r.body) as Event;
      const t = Number(/t=(\d+)/.exec(r.signature)?.[1]);
      expect(verifyWebhook(SECRET, r.signature, r.body, t)).toBe(true);
      expect(r.eventId).toBe(event.id);
      return event;
    })
    .filter((event) => event.order.id === orderId);
}

const drain = async (sender: WebhookSender) => {
  while ((await sender.runOnce()) > 0);
};

beforeAll(async () => {
  scratch = await createScratchDatabase();
  first = await openMigratedDatabase({ databaseUrl: scratch.url, poolSize: 4 });
  second = scratch.url
    ? await openDatabase({ databaseUrl: scratch.url, dataDir: 'memory://', poolSize: 4 })
    : first;
  receiver = await startWebhookReceiver();
});

afterAll(async () => {
  await receiver.close();
  if (second !== first) await second.close();
  await first.close();
  await scratch.drop();
});

describe('the webhook outbox', () => {
  it('delivers each event once the receiver answers 2xx after failing twice, signed', async () => {
    const id = await newOrder('paid');
    await first.db.transaction((tx) =>
      writeOrderEvents(tx, id, { from: null, to: 'paid', awaitsPaymentPage: false }),
    );
    const sender = senderOn(first);
    receiver.failNext(2, 503);
    const before = receiver.received.length;
    expect(await sender.runOnce()).toBe(1);
    // order.paid waits behind order.placed, which the receiver refused.
    expect(receiver.received.length - before).toBe(1);
    later(webhookRetryDelayMs(1) - 1_000);
    expect(await sender.runOnce()).toBe(0);
    later(1_000);
    expect(await sender.runOnce()).toBe(1);
    later(webhookRetryDelayMs(2));
    await drain(sender);
    const events = accepted(id);
    expect(events.map((e) => e.type)).toEqual(['order.placed', 'order.paid']);
    expect(events.map((e) => e.order.status)).toEqual(['paid', 'paid']);
    const tries = receiver.received.slice(before).filter((r) => r.eventId === events[0]!.id);
    expect(tries.map((r) => r.status)).toEqual([503, 503, 204]);
    expect(new Set(tries.map((r) => r.body)).size).toBe(1);
    const rows = await queryRows<{ status: string; attempts: number }>(
      first.db,
      sql`select d.status, d.attempts from webhook_deliveries d join webhook_events e on e.id = d.event_id
          where e.order_id = ${id} order by e.seq`,
    );
    expect(rows).toEqual([
      { status: 'delivered', attempts: 3 },
      { status: 'delivered', attempts: 1 },
    ]);
  });

  it('writes one event per order and type, however often the change is reported', async () => {
    const id = await newOrder('paid');
    for (let i = 0; i < 3; i++) await setStatus(id, 'paid', 'shipped');
    const rows = await queryRows<{ n: number }>(
      first.db,
      sql`select count(*)::int as n from webhook_events where order_id = ${id}`,
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('gives an order placed, paid, shipped and refunded exactly those events, in order', async () => {
    const id = await newOrder();
    await first.db.transaction((tx) =>
      writeOrderEvents(tx, id, { from: null, to: 'pending', awaitsPaymentPage: false }),
    );
    await setStatus(id, 'pending', 'paid');
    await setStatus(id, 'paid', 'shipped');
    await first.db.transaction((tx) => writeReturnEvent(tx, 'refund-made', id, [7], 9900));
    await drain(senderOn(first));
    const events = accepted(id);
    expect(events.map((e) => e.type)).toEqual([
      'order.placed',
      'order.paid',
      'order.shipped',
      'order.refunded',
    ]);
    expect(events.map((e) => e.order.status)).toEqual(['pending', 'paid', 'shipped', 'shipped']);
    expect(events[3]!.detail).toEqual({ return_ids: [7], amount: 9900 });
  });

  it('delivers 30 orders’ events once each, in order per order, with two senders at once', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 30; i++) {
      const id = await newOrder('authorized');
      ids.push(id);
      await setStatus(id, 'authorized', 'paid');
      await setStatus(id, 'paid', 'shipped');
    }
    receiver.failNext(5, 500);
    const a = senderOn(first);
    const b = senderOn(second);
    for (let round = 0; round < 4; round++) {
      await Promise.all([drain(a), drain(b), drain(a), drain(b)]);
      later(webhookRetryDelayMs(1));
    }
    for (const id of ids) {
      const events = accepted(id);
      expect(
        events.map((e) => e.type),
        `order ${id}`,
      ).toEqual(['order.paid', 'order.shipped']);
      expect(new Set(events.map((e) => e.id)).size).toBe(2);
    }
  });

  it('refuses a signature over another body, with another secret or too old', () => {
    const body = '{"id":"x"}';
    const t = 1_800_000_000;
    const header = `t=${t},v1=${'0'.repeat(64)}`;
    expect(verifyWebhook(SECRET, header, body, t)).toBe(false);
    const good = receiver.received.find((r) => r.status < 300)!;
    const sent = Number(/t=(\d+)/.exec(good.signature)?.[1]);
    expect(verifyWebhook(SECRET, good.signature, good.body, sent)).toBe(true);
    expect(verifyWebhook(SECRET, good.signature, `${good.body} `, sent)).toBe(false);
    expect(verifyWebhook(`${SECRET}!`, good.signature, good.body, sent)).toBe(false);
    expect(verifyWebhook(SECRET, good.signature, good.body, sent + 301)).toBe(false);
  });

  it(`gives a delivery up after ${WEBHOOK_MAX_ATTEMPTS} tries, and the order's next event goes on`, async () => {
    const id = await newOrder('paid');
    await setStatus(id, 'paid', 'shipped');
    await setStatus(id, 'shipped', 'cancelled');
    const closed = await serveOnFreePort(() => new Response(null));
    await closed.close();
    const down = senderOn(first, [`${closed.baseUrl}/hooks`]);
    await down.runOnce();
    await first.db.execute(
      sql`update webhook_deliveries set attempts = ${WEBHOOK_MAX_ATTEMPTS - 1}, next_attempt_at = now()
          where order_id = ${id}`,
    );
    expect(await down.runOnce()).toBe(1);
    const rows = await queryRows<{ status: string; last_error: string }>(
      first.db,
      sql`select status, last_error from webhook_deliveries where order_id = ${id} order by event_seq`,
    );
    expect(rows[0]).toEqual({ status: 'failed', last_error: 'ECONNREFUSED' });
    expect(rows[1]!.status).toBe('pending');
  });
});
