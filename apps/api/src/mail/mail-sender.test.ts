import { simpleParser } from 'mailparser';
import { readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../../testing/smtp-sink';
import { createScratchDatabase } from '../../testing/test-server';
import { openDatabase, type Database } from '../platform/db/database';
import { queryRows } from '../platform/db/query';
import { enqueueMail, payloadText, type OutboxMail } from './mail-outbox';
import { MAIL_MAX_ATTEMPTS, mailRetryDelayMs } from './mail-retry';
import { MailSender, type MailComposer } from './mail-sender';
import { emlFolderTransport, smtpTransport, type MailTransport } from './mail-transport';
import { openMigratedDatabase } from '../../testing/migrated-database';

// Senders over one database, as in production: on PostgreSQL (DATABASE_URL) two connection pools
// stand for two processes; on the embedded database two senders share it. A real SMTP server
// (smtp-server) receives what they send.
let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let first: Database;
let second: Database;
let sink: SmtpSink;
// The wall clock (messages are written at the database's now()), moved on by the tests.
let offset = 0;
const now = () => new Date(Date.now() + offset);
const later = (ms: number) => (offset += ms);

const compose: MailComposer = (mail: OutboxMail) =>
  Promise.resolve(
    mail.payload['drop']
      ? null
      : {
          subject: `Order ${payloadText(mail, 'orderId')}`,
          html: `<p>Order ${payloadText(mail, 'orderId')}</p>`,
          text: `Order ${payloadText(mail, 'orderId')}`,
        },
  );

const transports: MailTransport[] = [];
function senderOn(database: Database, transport?: MailTransport, leaseMs = 60_000) {
  const used = transport ?? smtpTransport(sink.url, { timeoutMs: 2_000 });
  transports.push(used);
  return new MailSender({
    db: database.db,
    transport: used,
    compose,
    from: () => 'Nordshop <order@nordshop.se>',
    now,
    leaseMs,
  });
}

const write = (db: Database, key: string, payload: Record<string, unknown> = {}) =>
  enqueueMail(db.db, {
    eventKey: key,
    kind: 'order-confirmation',
    locale: 'sv',
    recipient: `${key.replace(/[^a-z0-9]/gi, '-')}@example.com`,
    payload,
  });

const row = async (key: string) =>
  (
    await queryRows<{ status: string; attempts: number; last_error: string | null }>(
      first.db,
      sql`select status, attempts, last_error from mail_outbox where event_key = ${key}`,
    )
  )[0];

beforeAll(async () => {
  scratch = await createScratchDatabase();
  first = await openMigratedDatabase({ databaseUrl: scratch.url, poolSize: 4 });
  second = scratch.url
    ? await openDatabase({ databaseUrl: scratch.url, dataDir: 'memory://', poolSize: 4 })
    : first;
  sink = await startSmtpSink();
});

afterAll(async () => {
  await sink.close();
  if (second !== first) await second.close();
  await first.close();
  await scratch.drop();
});

beforeEach(() => sink.refuseNext(0));
afterEach(() => {
  for (const transport of transports.splice(0)) transport.close();
});

describe('the mail outbox', () => {
  it('writes one message per event key, however often the event is reported', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => write(i % 2 ? first : second, 'order-confirmation:1')),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    const rows = await queryRows<{ n: number }>(
      first.db,
      sql`select count(*)::int as n from mail_outbox where event_key = 'order-confirmation:1'`,
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('sends each of 40 messages exactly once with two senders working at once', async () => {
    const keys = Array.from({ length: 40 }, (_, i) => `twice:${i}`);
    for (const key of keys) await write(first, key, { orderId: key });
    const a = senderOn(first);
    const b = senderOn(second);
    const rounds = async (sender: MailSender) => {
      while ((await sender.runOnce()) > 0);
    };
    await Promise.all([rounds(a), rounds(b), rounds(a), rounds(b)]);
    for (const key of keys) {
      const arrived = sink.received.filter((mail) => mail.parsed.subject === `Order ${key}`);
      expect(arrived, key).toHaveLength(1);
      expect((await row(key))?.status).toBe('sent');
    }
  });

  it('tries a message the server refuses for now again after the back-off, and it arrives once', async () => {
    await write(first, 'refused:1', { orderId: 'refused-1' });
    const sender = senderOn(first);
    sink.refuseNext(2, 451);
    expect(await sender.runOnce()).toBe(1);
    expect(await row('refused:1')).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: 'SMTP 451',
    });
    // Not due yet: nothing is claimed before the back-off has passed.
    later(mailRetryDelayMs(1) - 1_000);
    expect(await sender.runOnce()).toBe(0);
    later(1_000);
    expect(await sender.runOnce()).toBe(1);
    later(mailRetryDelayMs(2));
    expect(await sender.runOnce()).toBe(1);
    const arrived = sink.received.filter((mail) => mail.parsed.subject === 'Order refused-1');
    expect(arrived).toHaveLength(1);
    expect(await row('refused:1')).toMatchObject({ status: 'sent', attempts: 3 });
  });

  it('keeps the message while the mail server cannot be reached and sends it when it is back', async () => {
    await write(first, 'outage:1', { orderId: 'outage-1' });
    const down = senderOn(first, smtpTransport('smtp://127.0.0.1:9', { timeoutMs: 1_000 }));
    expect(await down.runOnce()).toBe(1);
    expect(await row('outage:1')).toMatchObject({ status: 'pending', attempts: 1 });
    later(mailRetryDelayMs(1));
    expect(await senderOn(first).runOnce()).toBe(1);
    expect(sink.received.filter((mail) => mail.parsed.subject === 'Order outage-1')).toHaveLength(
      1,
    );
  });

  it('gives a message up at once when the server refuses it for good (5xx)', async () => {
    await write(first, 'permanent:1', { orderId: 'permanent-1' });
    sink.refuseNext(1, 550);
    const sender = senderOn(first);
    expect(await sender.runOnce()).toBe(1);
    expect(await row('permanent:1')).toMatchObject({ status: 'failed', last_error: 'SMTP 550' });
    later(24 * 3_600_000);
    expect(await sender.runOnce()).toBe(0);
  });

  it(`gives a message up after ${MAIL_MAX_ATTEMPTS} tries`, async () => {
    await write(first, 'hopeless:1', { orderId: 'hopeless-1' });
    await first.db.execute(
      sql`update mail_outbox set attempts = ${MAIL_MAX_ATTEMPTS - 1} where event_key = 'hopeless:1'`,
    );
    sink.refuseNext(1, 421);
    expect(await senderOn(first).runOnce()).toBe(1);
    expect(await row('hopeless:1')).toMatchObject({
      status: 'failed',
      attempts: MAIL_MAX_ATTEMPTS,
    });
  });

  it('loses nothing when a sender stops between claiming and sending: another takes over after the lease', async () => {
    await write(first, 'restart:1', { orderId: 'restart-1' });
    // A sender that claims and then stops (its process restarts): a transport that never answers.
    const stuck = senderOn(
      first,
      { description: 'stuck', send: () => new Promise(() => {}), close: () => {} },
      30_000,
    );
    void stuck.runOnce();
    await expect.poll(async () => (await row('restart:1'))?.attempts).toBe(1);
    const other = senderOn(second);
    expect(await other.runOnce()).toBe(0);
    later(30_001);
    expect(await other.runOnce()).toBe(1);
    expect(sink.received.filter((mail) => mail.parsed.subject === 'Order restart-1')).toHaveLength(
      1,
    );
    expect(await row('restart:1')).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('drops a message its composer has nothing for', async () => {
    await write(first, 'drop:1', { drop: true });
    expect(await senderOn(first).runOnce()).toBe(1);
    expect((await row('drop:1'))?.status).toBe('dropped');
  });

  it('sends every try of a message with the same Message-ID and the date it was written', async () => {
    await write(first, 'message-id:1', { orderId: 'message-id-1' });
    const sender = senderOn(first);
    sink.refuseNext(1, 451);
    await sender.runOnce();
    later(mailRetryDelayMs(1));
    await sender.runOnce();
    const [mail] = sink.received.filter((m) => m.parsed.subject === 'Order message-id-1');
    const [stored] = await queryRows<{ message_id: string; created_at: string | Date }>(
      first.db,
      sql`select message_id, created_at from mail_outbox where event_key = 'message-id:1'`,
    );
    expect(mail?.parsed.messageId).toBe(`<${stored!.message_id}@nordshop.se>`);
    expect(mail?.parsed.date?.getTime()).toBe(
      Math.floor(new Date(stored!.created_at).getTime() / 1000) * 1000,
    );
    expect(mail?.parsed.from?.value).toEqual([{ name: 'Nordshop', address: 'order@nordshop.se' }]);
  });
});

describe('without an SMTP server', () => {
  const folder = join(tmpdir(), `nordshop-mail-test-${process.pid}`);
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('keeps each message as a .eml file any mail program reads', async () => {
    await write(first, 'eml:1', { orderId: 'eml-1' });
    const sender = senderOn(first, emlFolderTransport(folder));
    while ((await sender.runOnce()) > 0);
    const files = (await readdir(folder)).filter((name) => name.endsWith('.eml'));
    const parsed = await Promise.all(
      files.map(async (name) => simpleParser(await readFile(join(folder, name)))),
    );
    const mail = parsed.find((p) => p.subject === 'Order eml-1');
    expect(mail?.text?.trim()).toBe('Order eml-1');
    expect(mail?.html).toContain('<p>Order eml-1</p>');
    expect(mail?.to && 'text' in mail.to ? mail.to.text : '').toBe('eml-1@example.com');
  });
});
