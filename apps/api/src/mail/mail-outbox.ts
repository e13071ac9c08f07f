import type { LocaleCode } from '@nordshop/locale-config';
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Db } from '../platform/db/database';
import { queryRows } from '../platform/db/query';
import { mailOutbox } from '../platform/db/schema';

/** The messages the shop sends (decision 037), each composed by its module. */
export const MAIL_KINDS = [
  'order-confirmation',
  'payment-failed',
  'shipping-notice',
  'return-received',
  'refund-made',
  'login-link',
  'password-changed',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** A message to send, as the event that causes it writes it. */
export interface MailToSend {
  /** Unique to the event: a second report of the same event writes nothing. */
  readonly eventKey: string;
  readonly kind: MailKind;
  readonly locale: LocaleCode;
  readonly recipient: string;
  /** What the message is about (ids, flags), never a secret: read by the kind's composer. */
  readonly payload?: Readonly<Record<string, unknown>>;
}

/** A row of the outbox as a sender claimed it. */
export interface OutboxMail {
  readonly id: number;
  readonly eventKey: string;
  readonly kind: MailKind;
  readonly locale: LocaleCode;
  readonly recipient: string;
  readonly payload: Readonly<Record<string, unknown>>;
  readonly messageId: string;
  /** Tries so far, this one included. */
  readonly attempts: number;
  readonly createdAt: Date;
}

/**
 * Writes a message to the outbox, in the transaction of the change that causes it (`tx`), so the
 * message exists exactly when the change does. A second write with the same event key is ignored;
 * returns whether this one wrote it.
 */
export async function enqueueMail(tx: Db, mail: MailToSend): Promise<boolean> {
  const rows = await tx
    .insert(mailOutbox)
    .values({
      eventKey: mail.eventKey,
      kind: mail.kind,
      locale: mail.locale,
      recipient: mail.recipient,
      payload: { ...(mail.payload ?? {}) },
      messageId: randomUUID(),
    })
    .onConflictDoNothing({ target: mailOutbox.eventKey })
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}

interface ClaimedRow {
  id: string | number;
  event_key: string;
  kind: MailKind;
  locale: LocaleCode;
  recipient: string;
  payload: Record<string, unknown>;
  message_id: string;
  attempts: number;
  created_at: string | Date;
}

/**
 * Claims up to `limit` due messages for `sender` until `now + leaseMs`: pending, due, and not held
 * by another sender (or held past its lease: that sender stopped). One statement with
 * `for update skip locked`, so senders in any number of processes never claim the same row; each
 * claim counts a try. Raw SQL on purpose (decision 022): the pick and the claim are one statement.
 */
export async function claimDueMail(
  db: Db,
  sender: string,
  now: Date,
  options: { readonly limit: number; readonly leaseMs: number },
): Promise<OutboxMail[]> {
  // A message is written at the database's clock (now()): a sender whose clock is a moment
  // behind it (another machine, or millisecond precision against microseconds) still finds it due.
  const at = sql`greatest(${now.toISOString()}::timestamptz, now())`;
  const rows = await queryRows<ClaimedRow>(
    db,
    sql`update mail_outbox set claimed_by = ${sender}::uuid,
          claimed_until = ${at} + make_interval(secs => ${options.leaseMs / 1000}),
          attempts = attempts + 1
        where id in (
          select id from mail_outbox
          where status = 'pending' and next_attempt_at <= ${at}
            and (claimed_until is null or claimed_until < ${at})
          order by next_attempt_at, id
          limit ${options.limit}
          for update skip locked)
        returning id, event_key, kind, locale, recipient, payload, message_id, attempts, created_at`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    eventKey: row.event_key,
    kind: row.kind,
    locale: row.locale,
    recipient: row.recipient,
    payload: row.payload,
    messageId: row.message_id,
    attempts: row.attempts,
    createdAt: new Date(row.created_at),
  }));
}

/** How a claimed message ended this time. */
export type MailOutcome =
  | { readonly type: 'sent' }
  | { readonly type: 'dropped' }
  | { readonly type: 'retry'; readonly at: Date; readonly error: string }
  | { readonly type: 'failed'; readonly error: string };

/**
 * Records the outcome of `sender`'s claim of a message. Only while the claim is still its own:
 * a sender whose lease ran out (and whose row another sender took) changes nothing. Returns
 * whether it was recorded.
 */
export async function settleMail(
  db: Db,
  id: number,
  sender: string,
  outcome: MailOutcome,
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  const set =
    outcome.type === 'sent'
      ? sql`status = 'sent', sent_at = ${at}::timestamptz, last_error = null`
      : outcome.type === 'dropped'
        ? sql`status = 'dropped', sent_at = null`
        : outcome.type === 'failed'
          ? sql`status = 'failed', last_error = ${outcome.error}`
          : sql`next_attempt_at = ${outcome.at.toISOString()}::timestamptz, last_error = ${outcome.error}`;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update mail_outbox set ${set}, claimed_by = null, claimed_until = null
        where id = ${id} and claimed_by = ${sender}::uuid and status = 'pending'
        returning id`,
  );
  return rows.length > 0;
}

/** Days a sent, dropped or failed message stays in the outbox (then its address goes with it). */
export const MAIL_RETENTION_DAYS = 30;

/** Deletes messages settled more than {@link MAIL_RETENTION_DAYS} before `now`. */
export async function pruneMail(db: Db, now: Date): Promise<void> {
  await db.execute(
    sql`delete from mail_outbox where status <> 'pending'
        and created_at < ${now.toISOString()}::timestamptz - make_interval(days => ${MAIL_RETENTION_DAYS})`,
  );
}

/** A text field of a message's payload, or '' when it is missing or not text. */
export function payloadText(mail: Pick<OutboxMail, 'payload'>, key: string): string {
  const value = mail.payload[key];
  return typeof value === 'string' ? value : '';
}
