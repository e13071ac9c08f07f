import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Db } from '../platform/db/database';
import { queryRows } from '../platform/db/query';
import { webhookEvents } from '../platform/db/schema';

/** An event to announce, as the change that causes it writes it. */
export interface WebhookEventToWrite {
  /** Unique to the event: a second report of the same event writes nothing. */
  readonly eventKey: string;
  /** `order.placed`, `order.shipped`… */
  readonly type: string;
  readonly orderId: number;
  /** The event's content besides id, type and time: `{ order, detail? }` as it stands now. */
  readonly data: Readonly<Record<string, unknown>>;
}

/**
 * Writes an event to the webhook outbox in the transaction `tx` of the change that causes it, so
 * the event exists exactly when the change does. A second write with the same key is ignored;
 * returns whether this one wrote it.
 */
export async function enqueueWebhookEvent(tx: Db, event: WebhookEventToWrite): Promise<boolean> {
  const rows = await tx
    .insert(webhookEvents)
    .values({
      id: randomUUID(),
      eventKey: event.eventKey,
      type: event.type,
      orderId: event.orderId,
      data: { ...event.data },
    })
    .onConflictDoNothing({ target: webhookEvents.eventKey })
    .returning({ id: webhookEvents.id });
  return rows.length > 0;
}

/**
 * Hands events not yet handed out to every endpoint (one delivery row per event and endpoint), at
 * most `limit` events, oldest first; returns how many. One statement (decision 022): the events are
 * marked and their deliveries written together, and `skip locked` lets senders in other processes
 * take other events meanwhile. An event written while no endpoint was configured waits for one.
 */
export async function fanOutWebhookEvents(
  db: Db,
  endpoints: readonly string[],
  limit = 500,
): Promise<number> {
  if (endpoints.length === 0) return 0;
  const urls = sql.join(
    endpoints.map((url) => sql`(${url})`),
    sql`, `,
  );
  const rows = await queryRows<{ n: number }>(
    db,
    sql`with fanned as (
          update webhook_events set fanned_out_at = now()
          where id in (select id from webhook_events where fanned_out_at is null
                       order by seq limit ${limit} for update skip locked)
          returning id, seq, order_id),
        written as (
          insert into webhook_deliveries (event_id, endpoint, order_id, event_seq)
          select f.id, e.endpoint, f.order_id, f.seq
          from fanned f cross join (values ${urls}) as e(endpoint)
          on conflict do nothing returning 1)
        select (select count(*) from fanned)::int as n`,
  );
  return rows[0]?.n ?? 0;
}

/** A delivery as a sender claimed it: one event for one endpoint. */
export interface ClaimedWebhook {
  readonly id: number;
  readonly endpoint: string;
  /** Tries so far, this one included. */
  readonly attempts: number;
  readonly eventId: string;
  readonly type: string;
  readonly createdAt: Date;
  readonly data: Readonly<Record<string, unknown>>;
}

interface ClaimedRow {
  id: string | number;
  endpoint: string;
  attempts: number;
  event_id: string;
  type: string;
  created_at: string | Date;
  data: Record<string, unknown>;
}

/**
 * Claims up to `limit` due deliveries for `sender` until `now + leaseMs`. A delivery is due when it
 * is pending, its time has come, no other sender holds it (or held it past its lease), and its
 * endpoint has no earlier event of the same order still to deliver, written or still being handed
 * out: an endpoint gets an order's events one after another, as they happened. One statement with
 * `for update skip locked`, so senders in any number of processes never claim the same row; each
 * claim counts a try.
 */
export async function claimDueWebhooks(
  db: Db,
  sender: string,
  now: Date,
  options: { readonly limit: number; readonly leaseMs: number },
): Promise<ClaimedWebhook[]> {
  const at = sql`greatest(${now.toISOString()}::timestamptz, now())`;
  const rows = await queryRows<ClaimedRow>(
    db,
    sql`update webhook_deliveries d set claimed_by = ${sender}::uuid,
          claimed_until = ${at} + make_interval(secs => ${options.leaseMs / 1000}),
          attempts = d.attempts + 1
        from webhook_events e
        where e.id = d.event_id and d.id in (
          select c.id from webhook_deliveries c
          where c.status = 'pending' and c.next_attempt_at <= ${at}
            and (c.claimed_until is null or c.claimed_until < ${at})
            and not exists (select 1 from webhook_deliveries p
                            where p.endpoint = c.endpoint and p.order_id = c.order_id
                              and p.status = 'pending' and p.event_seq < c.event_seq)
            and not exists (select 1 from webhook_events u
                            where u.order_id = c.order_id and u.fanned_out_at is null
                              and u.seq < c.event_seq)
          order by c.next_attempt_at, c.id
          limit ${options.limit}
          for update of c skip locked)
        returning d.id, d.endpoint, d.attempts, e.id as event_id, e.type, e.created_at, e.data`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    endpoint: row.endpoint,
    attempts: row.attempts,
    eventId: row.event_id,
    type: row.type,
    createdAt: new Date(row.created_at),
    data: row.data,
  }));
}

/** How a claimed delivery ended this time. */
export type WebhookOutcome =
  | { readonly type: 'delivered' }
  | { readonly type: 'retry'; readonly at: Date; readonly error: string }
  | { readonly type: 'failed'; readonly error: string };

/**
 * Records the outcome of `sender`'s claim of a delivery, only while the claim is still its own (a
 * sender whose lease ran out changes nothing). Returns whether it was recorded.
 */
export async function settleWebhook(
  db: Db,
  id: number,
  sender: string,
  outcome: WebhookOutcome,
  now: Date,
): Promise<boolean> {
  const set =
    outcome.type === 'delivered'
      ? sql`status = 'delivered', delivered_at = ${now.toISOString()}::timestamptz, last_error = null`
      : outcome.type === 'failed'
        ? sql`status = 'failed', last_error = ${outcome.error}`
        : sql`next_attempt_at = ${outcome.at.toISOString()}::timestamptz, last_error = ${outcome.error}`;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update webhook_deliveries set ${set}, claimed_by = null, claimed_until = null
        where id = ${id} and claimed_by = ${sender}::uuid and status = 'pending'
        returning id`,
  );
  return rows.length > 0;
}

/** Days an event stays once nothing of it is pending (its deliveries go with it). */
export const WEBHOOK_RETENTION_DAYS = 30;

/** Deletes events older than {@link WEBHOOK_RETENTION_DAYS} with no delivery pending. */
export async function pruneWebhooks(db: Db, now: Date): Promise<void> {
  await db.execute(
    sql`delete from webhook_events e
        where e.created_at < ${now.toISOString()}::timestamptz - make_interval(days => ${WEBHOOK_RETENTION_DAYS})
          and not exists (select 1 from webhook_deliveries d
                          where d.event_id = e.id and d.status = 'pending')`,
  );
}
