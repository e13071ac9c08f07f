/** How long the page waits at most for the worker before it starts Intl on the main thread. */
export const INTL_WORKER_TIMEOUT_MS = 1000;

/** What starting Intl needs from the browser; the defaults are the real ones. */
export interface IntlStarter {
  /** Starts the worker of intl-warmup-worker.ts; throws where workers cannot start. */
  readonly startWorker: () => Worker;
  readonly setTimeout: (run: () => void, ms: number) => unknown;
  readonly clearTimeout: (timer: unknown) => void;
  /** Makes a first formatter of `language` on this thread. */
  readonly warmHere: (language: string) => void;
}

function warmHere(language: string): void {
  try {
    new Intl.NumberFormat(language || undefined).format(1);
  } catch {
    // An unknown language tag: the page formats with its own tags later.
  }
}

export const browserIntlStarter: IntlStarter = {
  startWorker: () =>
    new Worker(new URL('./intl-warmup-worker.ts', import.meta.url), { name: 'intl-warmup' }),
  setTimeout: (run, ms) => window.setTimeout(run, ms),
  clearTimeout: (timer) => window.clearTimeout(timer as number),
  warmHere,
};

/**
 * Starts the browser's Intl for the page's language before hydration formats its first price.
 * The first formatter of a page loads the browser's locale data: 15-25 ms of one task on this
 * machine's cores, four times that on a phone. A worker makes it instead (the data is shared by
 * the page's threads), so the main thread stays free meanwhile. Resolves when the worker answers;
 * when it cannot start, fails, or has not answered within {@link INTL_WORKER_TIMEOUT_MS}, the
 * main thread makes the first formatter in a task of its own, and then it resolves.
 */
export function startIntl(
  language: string,
  starter: IntlStarter = browserIntlStarter,
): Promise<void> {
  return new Promise((resolve) => {
    let worker: Worker | undefined;
    let settled = false;
    const finish = (warmed: boolean) => {
      if (settled) return;
      settled = true;
      starter.clearTimeout(timer);
      worker?.terminate();
      if (warmed) return resolve();
      // A task of its own, apart from whatever failed or waited.
      starter.setTimeout(() => {
        starter.warmHere(language);
        resolve();
      }, 0);
    };
    const timer = starter.setTimeout(() => finish(false), INTL_WORKER_TIMEOUT_MS);
    try {
      worker = starter.startWorker();
      worker.addEventListener('message', () => finish(true));
      worker.addEventListener('error', () => finish(false));
      worker.postMessage(language);
    } catch {
      finish(false);
    }
  });
}
