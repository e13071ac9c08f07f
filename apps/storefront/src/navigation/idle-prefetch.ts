/** Links in view are prefetched when the browser is idle, waiting at most 2000 ms (spec section 1). */
export const IDLE_PREFETCH_TIMEOUT_MS = 2_000;

/** What the queue needs from the browser; the defaults are the real ones. */
export interface IdleScheduler {
  readonly requestIdle: (callback: () => void, timeoutMs: number) => void;
}

/** requestIdleCallback where the browser has it, else a short timeout (Safari). */
export const browserIdleScheduler: IdleScheduler = {
  requestIdle: (callback, timeoutMs) => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(() => callback(), { timeout: timeoutMs });
    else setTimeout(callback, 1);
  },
};

/**
 * A queue of hrefs to prefetch, one per idle period, each href at most once per page load. Adding
 * an href already queued or done does nothing; `remove` drops a queued href that left the view.
 */
export function createPrefetchQueue(
  prefetch: (href: string) => void,
  scheduler: IdleScheduler = browserIdleScheduler,
) {
  const queued: string[] = [];
  const done = new Set<string>();
  let waiting = false;
  const next = () => {
    waiting = false;
    const href = queued.shift();
    if (href === undefined) return;
    done.add(href);
    prefetch(href);
    schedule();
  };
  const schedule = () => {
    if (waiting || queued.length === 0) return;
    waiting = true;
    scheduler.requestIdle(next, IDLE_PREFETCH_TIMEOUT_MS);
  };
  return {
    add(href: string) {
      if (done.has(href) || queued.includes(href)) return;
      queued.push(href);
      schedule();
    },
    remove(href: string) {
      const index = queued.indexOf(href);
      if (index >= 0) queued.splice(index, 1);
    },
  };
}
