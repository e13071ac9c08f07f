import type { Db } from '../platform/db/database';
import { WebhookSender } from './webhook-sender';

/** How a process delivers webhooks (WEBHOOK_URLS, WEBHOOK_SECRET, WEBHOOK_TIMEOUT_MS). */
export interface WebhookDeliveryOptions {
  readonly endpoints: readonly string[];
  readonly secret: string;
  readonly timeoutMs?: number;
  /** How often an idle sender looks for events other processes wrote (ms, default 5000). */
  readonly pollMs?: number;
  /** Whether the sender runs on its own (default true); tests drive it with runOnce(). */
  readonly autoStart?: boolean;
}

/**
 * A process's webhook delivery: made by whoever starts the process (which stops it on shutdown)
 * and attached by the API's services to the database. Without it, events wait in the outbox for
 * a process that delivers.
 */
export class WebhookDelivery {
  private sender: WebhookSender | undefined;

  constructor(readonly options: WebhookDeliveryOptions) {}

  /** Starts the sender over `db` (once; later calls keep the first). */
  attach(db: Db, now: () => Date): void {
    if (this.sender) return;
    this.sender = new WebhookSender({
      db,
      endpoints: this.options.endpoints,
      secret: this.options.secret,
      now,
      timeoutMs: this.options.timeoutMs,
      pollMs: this.options.pollMs,
    });
    if (this.options.autoStart !== false) this.sender.start();
  }

  /** An event was written: deliver it without waiting for the next poll. */
  nudge(): void {
    this.sender?.nudge();
  }

  /** Handles one batch of due deliveries now (tests); 0 before attach. */
  async runOnce(): Promise<number> {
    return this.sender ? this.sender.runOnce() : 0;
  }

  /** Stops the sender after the batch under way. */
  async stop(): Promise<void> {
    await this.sender?.stop();
  }
}
