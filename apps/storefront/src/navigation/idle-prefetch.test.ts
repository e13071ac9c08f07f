import { describe, expect, it } from 'vitest';
import { IDLE_PREFETCH_TIMEOUT_MS, createPrefetchQueue, type IdleScheduler } from './idle-prefetch';

function manualScheduler() {
  const pending: { callback: () => void; timeoutMs: number }[] = [];
  const scheduler: IdleScheduler = {
    requestIdle: (callback, timeoutMs) => pending.push({ callback, timeoutMs }),
  };
  return { scheduler, pending, idle: () => pending.shift()?.callback() };
}

describe('createPrefetchQueue', () => {
  it('prefetches one href per idle period, asking with the 2000 ms timeout', () => {
    const fetched: string[] = [];
    const { scheduler, pending, idle } = manualScheduler();
    const queue = createPrefetchQueue((href) => fetched.push(href), scheduler);
    queue.add('/sv/produkt/a');
    queue.add('/sv/produkt/b');
    expect(pending).toHaveLength(1);
    expect(pending[0]?.timeoutMs).toBe(IDLE_PREFETCH_TIMEOUT_MS);
    idle();
    expect(fetched).toEqual(['/sv/produkt/a']);
    idle();
    expect(fetched).toEqual(['/sv/produkt/a', '/sv/produkt/b']);
    expect(pending).toHaveLength(0);
  });

  it('fetches an href once, and not at all when it left the view before the browser was idle', () => {
    const fetched: string[] = [];
    const { scheduler, idle } = manualScheduler();
    const queue = createPrefetchQueue((href) => fetched.push(href), scheduler);
    queue.add('/a');
    queue.add('/a');
    queue.add('/b');
    queue.remove('/b');
    idle();
    idle();
    queue.add('/a');
    idle();
    expect(fetched).toEqual(['/a']);
  });
});
