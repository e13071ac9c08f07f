import { log, summarizeError } from '../telemetry/log';

/** What a poller needs. */
export interface OutboxPollerOptions {
  /** What the log calls the outbox when a batch fails: `mail outbox unavailable`. */
  readonly name: string;
  /** Claims and handles one batch; returns how many rows it claimed. */
  readonly runBatch: () => Promise<number>;
  /** Rows a batch claims at most: a full batch means more may be due, so the next one runs at once. */
  readonly batch: number;
  /** How long an idle poller waits before it looks again (ms). */
  readonly pollMs: number;
}

/**
 * Works an outbox in the background (mail, webhooks): one batch as soon as it starts, then one every
 * `pollMs` while there is nothing to do, and at once again after a full batch or when a row was
 * written in this process meanwhile (`nudge`). One batch at a time; a batch that fails (the
 * database away) is logged and tried at the next poll. The timer does not keep the process alive.
 */
export class OutboxPoller {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;

  constructor(private readonly options: OutboxPollerOptions) {}

  /** Starts looking for due rows: the first batch runs at once. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  /** A row was written in this process: handle it now rather than at the next poll. */
  nudge(): void {
    if (this.stopped) return;
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  /** Stops looking and waits for the batch under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), delayMs);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    if (this.running || this.stopped) return;
    let full = false;
    this.running = (async () => {
      try {
        full = (await this.options.runBatch()) >= this.options.batch;
      } catch (error) {
        log('warn', `${this.options.name} unavailable`, { error: summarizeError(error) });
      }
    })();
    await this.running;
    this.running = undefined;
    if (this.stopped) return;
    const soon = full || this.again;
    this.again = false;
    this.schedule(soon ? 0 : this.options.pollMs);
  }
}
