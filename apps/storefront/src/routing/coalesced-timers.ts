import type { TimeoutCallback, TimeoutProvider } from '@tanstack/react-query';

interface Pending {
  readonly due: number;
  readonly callback: TimeoutCallback;
}

/** The longest delay the platform's setTimeout takes (a longer one would fire at once). */
const LONGEST_DELAY = 2 ** 31 - 1;

/**
 * Timers for the query cache (TanStack Query's `timeoutManager.setTimeoutProvider`) that share one
 * platform timer, armed for the earliest that is due. Every query schedules its removal when built
 * and cancels it when a component subscribes, and every observer sets a timer for when its data
 * goes stale: at hydration that is a few dozen timers set and cleared inside React's effects,
 * each of which a traced load (Lighthouse, DevTools) records with its stack. Here setting a timer
 * later than the armed one, or clearing one, touches no platform timer at all.
 *
 * Callbacks that fall due together run in the order of their due time, then of their setting, as
 * the platform's timers would. Intervals (a query's refetch interval) are the platform's own.
 */
export function coalescedTimers(now: () => number = () => performance.now()): TimeoutProvider {
  const pending = new Map<number, Pending>();
  let nextId = 0;
  let armed: { readonly timer: ReturnType<typeof setTimeout>; readonly due: number } | undefined;

  const arm = (due: number) => {
    if (armed) clearTimeout(armed.timer);
    const delay = Math.min(Math.max(0, due - now()), LONGEST_DELAY);
    armed = { timer: setTimeout(fire, delay), due };
  };

  function fire(): void {
    armed = undefined;
    const at = now();
    const due = [...pending].filter(([, entry]) => entry.due <= at);
    due.sort(([a, left], [b, right]) => left.due - right.due || a - b);
    for (const [id] of due) pending.delete(id);
    const earliest = Math.min(...[...pending.values()].map((entry) => entry.due));
    if (Number.isFinite(earliest)) arm(earliest);
    for (const [, entry] of due) {
      try {
        entry.callback();
      } catch (error) {
        // Thrown as a platform timer's would be, without keeping the others from running.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  }

  return {
    setTimeout(callback, delay) {
      nextId += 1;
      const due = now() + Math.max(0, delay ?? 0);
      pending.set(nextId, { due, callback });
      if (!armed || due < armed.due) arm(due);
      return nextId;
    },
    clearTimeout(id) {
      // The armed timer stays: when it fires with nothing due, it arms for the next one.
      if (typeof id === 'number') pending.delete(id);
    },
    setInterval: (callback, delay) => setInterval(callback, delay),
    clearInterval: (id) => clearInterval(id === undefined ? undefined : Number(id)),
  };
}
