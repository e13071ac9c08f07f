import { STOREFRONTS, type LocaleCode } from '@nordshop/locale-config';
import type { Db } from '../platform/db/database';
import { MailSender, type MailComposer } from './mail-sender';
import type { MailTransport } from './mail-transport';

/** How a process delivers mail: its transport and senders (MAIL_FROM, SMTP_URL or MAIL_DIR). */
export interface MailDeliveryOptions {
  readonly transport: MailTransport;
  /** The From header per storefront; a storefront left out gets `<brand> <noreply@its host>`. */
  readonly from?: Partial<Readonly<Record<LocaleCode, string>>>;
  /** How often an idle sender looks for messages other processes wrote (ms, default 5000). */
  readonly pollMs?: number;
  /** Whether the sender runs on its own (default true); tests drive it with runOnce(). */
  readonly autoStart?: boolean;
}

/**
 * A process's mail delivery: made by whoever starts the process (which stops it on shutdown) and
 * attached by the API's services to the database and the composers of the shop's messages.
 */
export class MailDelivery {
  private sender: MailSender | undefined;

  constructor(readonly options: MailDeliveryOptions) {}

  /**
   * The From header of a storefront's messages: MAIL_FROM's, else `<brand> <order@host>` with
   * the host of the storefront's public origin.
   */
  from(locale: LocaleCode, origin: string): string {
    return (
      this.options.from?.[locale] ??
      `${STOREFRONTS[locale].brand} <order@${new URL(origin).hostname}>`
    );
  }

  /** Starts the sender over `db` (once; later calls keep the first). */
  attach(db: Db, compose: MailComposer, now: () => Date, originOf: (locale: LocaleCode) => string) {
    if (this.sender) return;
    this.sender = new MailSender({
      db,
      transport: this.options.transport,
      compose,
      from: (locale) => this.from(locale, originOf(locale)),
      now,
      pollMs: this.options.pollMs,
    });
    if (this.options.autoStart !== false) this.sender.start();
  }

  /** Where messages go, for the start-up log. */
  get description(): string {
    return this.options.transport.description;
  }

  /** A message was written: send it without waiting for the next poll. */
  nudge(): void {
    this.sender?.nudge();
  }

  /** Handles one batch of due messages now (tests); 0 before attach. */
  async runOnce(): Promise<number> {
    return this.sender ? this.sender.runOnce() : 0;
  }

  /** Stops the sender and closes the transport. */
  async stop(): Promise<void> {
    if (this.sender) await this.sender.stop();
    else this.options.transport.close();
  }
}

/** The address of a From header: `Nordshop <order@nordshop.se>` → order@nordshop.se. */
export function supportAddressOf(from: string): string {
  const match = /<([^>]+)>\s*$/.exec(from);
  return (match?.[1] ?? from).trim();
}
