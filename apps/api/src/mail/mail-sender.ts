import type { LocaleCode } from '@nordshop/locale-config';
import { randomUUID } from 'node:crypto';
import type { Db } from '../platform/db/database';
import { OutboxPoller } from '../platform/outbox/outbox-poller';
import { log, summarizeError } from '../platform/telemetry/log';
import { maskEmail } from '../platform/util/mask-email';
import { claimDueMail, settleMail, type MailOutcome, type OutboxMail } from './mail-outbox';
import {
  MAIL_MAX_ATTEMPTS,
  isPermanentRefusal,
  mailRetryDelayMs,
  sendErrorSummary,
} from './mail-retry';
import type { MailTransport } from './mail-transport';

/** A message as its composer made it: what the sender puts in the envelope around it. */
export interface ComposedMail {
  readonly subject: string;
  readonly html: string;
  readonly text: string;
  readonly headers?: Readonly<Record<string, string>>;
}

/** Makes the message of an outbox row; null when there is nothing to send (the row is dropped). */
export type MailComposer = (mail: OutboxMail) => Promise<ComposedMail | null>;

/** What a sender needs. */
export interface MailSenderOptions {
  readonly db: Db;
  readonly transport: MailTransport;
  readonly compose: MailComposer;
  /** The From header of a storefront's messages: `Nordshop <order@nordshop.se>`. */
  readonly from: (locale: LocaleCode) => string;
  readonly now: () => Date;
  /** How often an idle sender looks for due messages (ms); a write in this process wakes it at once. */
  readonly pollMs?: number;
  /** Messages claimed at a time. */
  readonly batch?: number;
  /** How long a claim holds (ms): past it, a sender elsewhere takes the message over. */
  readonly leaseMs?: number;
}

/** The domain of a From header, for the Message-ID: `Nordshop <order@nordshop.se>` → nordshop.se. */
function domainOf(from: string): string {
  const match = /@([^>\s]+)>?\s*$/.exec(from);
  return match?.[1] ?? 'nordshop.invalid';
}

/**
 * Sends the outbox's messages (decision 037). Any number of senders, in any number of processes,
 * work the same outbox: each claims due rows atomically, composes and sends them and records the
 * outcome; a row whose sender stopped is taken over when its claim's lease ends, so a restart
 * loses nothing. A message the server refuses for now is tried again later (mail-retry.ts). Every
 * try of a message carries the same Message-ID, so a receiver can drop a repeat: the one case of
 * one is a sender that stops after the server took the message and before it was recorded.
 */
export class MailSender {
  /** This sender's claim id. */
  readonly id = randomUUID();
  private readonly poller: OutboxPoller;

  constructor(private readonly options: MailSenderOptions) {
    this.poller = new OutboxPoller({
      name: 'mail outbox',
      runBatch: () => this.runOnce(),
      batch: options.batch ?? 10,
      pollMs: options.pollMs ?? 5_000,
    });
  }

  /**
   * Claims and handles one batch of due messages; returns how many were claimed. Safe to call at
   * any time (tests call it directly); a failure of one message never stops the others.
   */
  async runOnce(): Promise<number> {
    const { db, now } = this.options;
    const claimed = await claimDueMail(db, this.id, now(), {
      limit: this.options.batch ?? 10,
      leaseMs: this.options.leaseMs ?? 120_000,
    });
    for (const mail of claimed) {
      const outcome = await this.handle(mail);
      await settleMail(db, mail.id, this.id, outcome, now());
    }
    return claimed.length;
  }

  private async handle(mail: OutboxMail): Promise<MailOutcome> {
    const fields = { kind: mail.kind, to: maskEmail(mail.recipient), attempt: mail.attempts };
    try {
      const composed = await this.options.compose(mail);
      if (composed === null) {
        log('info', 'mail dropped: nothing to send', fields);
        return { type: 'dropped' };
      }
      const from = this.options.from(mail.locale);
      const { saved } = await this.options.transport.send({
        ...composed,
        from,
        to: mail.recipient,
        messageId: `<${mail.messageId}@${domainOf(from)}>`,
        date: mail.createdAt,
      });
      log('info', saved ? 'mail saved' : 'mail sent', { ...fields, file: saved });
      return { type: 'sent' };
    } catch (error) {
      const summary = sendErrorSummary(error);
      if (isPermanentRefusal(error) || mail.attempts >= MAIL_MAX_ATTEMPTS) {
        log('error', 'mail given up', { ...fields, error: summary });
        return { type: 'failed', error: summary };
      }
      const at = new Date(this.options.now().getTime() + mailRetryDelayMs(mail.attempts));
      log('warn', 'mail not sent; tried again later', {
        ...fields,
        error: summary,
        detail: summarizeError(error),
        retryAt: at.toISOString(),
      });
      return { type: 'retry', at, error: summary };
    }
  }

  /** Starts looking for due messages every `pollMs` (the timer does not keep the process alive). */
  start(): void {
    this.poller.start();
  }

  /** A message was written in this process: send it now rather than at the next poll. */
  nudge(): void {
    this.poller.nudge();
  }

  /** Stops looking and waits for the batch under way. */
  async stop(): Promise<void> {
    await this.poller.stop();
    this.options.transport.close();
  }
}
