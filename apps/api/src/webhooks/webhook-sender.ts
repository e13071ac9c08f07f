import { randomUUID } from 'node:crypto';
import type { Db } from '../platform/db/database';
import { OutboxPoller } from '../platform/outbox/outbox-poller';
import { log } from '../platform/telemetry/log';
import {
  claimDueWebhooks,
  fanOutWebhookEvents,
  settleWebhook,
  type ClaimedWebhook,
  type WebhookOutcome,
} from './webhook-outbox';
import { WEBHOOK_MAX_ATTEMPTS, webhookRetryDelayMs } from './webhook-retry';
import { EVENT_ID_HEADER, SIGNATURE_HEADER, signWebhook } from './webhook-signature';

/** What a sender needs. */
export interface WebhookSenderOptions {
  readonly db: Db;
  /** The endpoints every event goes to (WEBHOOK_URLS). */
  readonly endpoints: readonly string[];
  /** The secret the deliveries are signed with (WEBHOOK_SECRET). */
  readonly secret: string;
  readonly now: () => Date;
  /** How long an endpoint may take to answer (ms). */
  readonly timeoutMs?: number;
  /** How often an idle sender looks for due deliveries (ms); a nudge in this process wakes it at once. */
  readonly pollMs?: number;
  /** Deliveries claimed at a time. */
  readonly batch?: number;
  /** How long a claim holds (ms): past it, a sender elsewhere takes the delivery over. */
  readonly leaseMs?: number;
}

/** The body of a delivery: the event as a receiver reads it. */
export function webhookBody(delivery: ClaimedWebhook): string {
  return JSON.stringify({
    id: delivery.eventId,
    type: delivery.type,
    created_at: delivery.createdAt.toISOString(),
    ...delivery.data,
  });
}

/** A short description of a failed try, without anything the endpoint answered. */
function failureOf(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return 'timeout';
  const code = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return typeof code === 'string' ? code : 'network error';
}

/**
 * Delivers the webhook outbox's events to the configured endpoints: signed, at least once, each
 * endpoint getting an order's events in the order they happened. Any number of senders, in any
 * number of processes, work the same outbox: each hands new events out to the endpoints, claims
 * due deliveries atomically, POSTs them and records the outcome; a delivery whose sender stopped
 * is taken over when its claim's lease ends. An endpoint that does not answer 2xx in time gets the
 * event again later (webhook-retry.ts), with the same `Nordshop-Event-Id`.
 */
export class WebhookSender {
  /** This sender's claim id. */
  readonly id = randomUUID();
  private readonly poller: OutboxPoller;

  constructor(private readonly options: WebhookSenderOptions) {
    this.poller = new OutboxPoller({
      name: 'webhook outbox',
      runBatch: () => this.runOnce(),
      batch: options.batch ?? 10,
      pollMs: options.pollMs ?? 5_000,
    });
  }

  /**
   * Hands out new events, then claims and delivers one batch of due deliveries; returns how many
   * were claimed. Safe to call at any time (tests call it directly).
   */
  async runOnce(): Promise<number> {
    const { db, now, endpoints } = this.options;
    await fanOutWebhookEvents(db, endpoints);
    const claimed = await claimDueWebhooks(db, this.id, now(), {
      limit: this.options.batch ?? 10,
      leaseMs: this.options.leaseMs ?? 120_000,
    });
    // One event per order at a time (the claim's rule), so the batch may go out together.
    await Promise.all(
      claimed.map(async (delivery) =>
        settleWebhook(db, delivery.id, this.id, await this.deliver(delivery), now()),
      ),
    );
    return claimed.length;
  }

  private async deliver(delivery: ClaimedWebhook): Promise<WebhookOutcome> {
    const body = webhookBody(delivery);
    const timestamp = Math.floor(this.options.now().getTime() / 1000);
    const fields = {
      type: delivery.type,
      endpoint: new URL(delivery.endpoint).host,
      attempt: delivery.attempts,
    };
    let error: string;
    try {
      const response = await fetch(delivery.endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Nordshop-Webhooks/1',
          [SIGNATURE_HEADER]: signWebhook(this.options.secret, timestamp, body),
          [EVENT_ID_HEADER]: delivery.eventId,
        },
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
      await response.body?.cancel();
      if (response.status >= 200 && response.status < 300) {
        log('info', 'webhook delivered', fields);
        return { type: 'delivered' };
      }
      error = `HTTP ${response.status}`;
    } catch (err) {
      error = failureOf(err);
    }
    if (delivery.attempts >= WEBHOOK_MAX_ATTEMPTS) {
      log('error', 'webhook given up', { ...fields, error });
      return { type: 'failed', error };
    }
    const at = new Date(this.options.now().getTime() + webhookRetryDelayMs(delivery.attempts));
    log('warn', 'webhook not delivered; tried again later', {
      ...fields,
      error,
      retryAt: at.toISOString(),
    });
    return { type: 'retry', at, error };
  }

  /** Starts looking for due deliveries every `pollMs` (the timer does not keep the process alive). */
  start(): void {
    this.poller.start();
  }

  /** An event was written in this process: deliver it now rather than at the next poll. */
  nudge(): void {
    this.poller.nudge();
  }

  /** Stops looking and waits for the batch under way. */
  async stop(): Promise<void> {
    await this.poller.stop();
  }
}
