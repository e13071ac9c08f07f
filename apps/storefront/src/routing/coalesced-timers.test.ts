import { QueryClient, timeoutManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coalescedTimers } from './coalesced-timers';

const now = () => Date.now();

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  // The spies first: they were put on the fake timers, which then give way to the real ones.
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('coalescedTimers', () => {
  it('runs a callback once its delay has passed, and not before', () => {
    const timers = coalescedTimers(now);
    const callback = vi.fn();
    timers.setTimeout(callback, 1_000);
    vi.advanceTimersByTime(999);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs timers due together by due time, then in the order they were set', () => {
    const timers = coalescedTimers(now);
    const order: string[] = [];
    timers.setTimeout(() => order.push('b at 20'), 20);
    timers.setTimeout(() => order.push('a at 10'), 10);
    timers.setTimeout(() => order.push('c at 20'), 20);
    timers.setTimeout(() => order.push('d at 0'), 0);
    vi.advanceTimersByTime(25);
    expect(order).toEqual(['d at 0', 'a at 10', 'b at 20', 'c at 20']);
  });

  it('runs no callback of a cleared timer, and the others still at their time', () => {
    const timers = coalescedTimers(now);
    const first = vi.fn();
    const second = vi.fn();
    const id = timers.setTimeout(first, 100);
    timers.setTimeout(second, 300);
    timers.clearTimeout(id);
    timers.clearTimeout(undefined);
    vi.advanceTimersByTime(299);
    expect(first).not.toHaveBeenCalled();
    expect(second).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
  });

  it('sets one platform timer for many later ones, clears none, and arms again only for an earlier one', () => {
    const timers = coalescedTimers(now);
    const platformSet = vi.spyOn(globalThis, 'setTimeout');
    const platformClear = vi.spyOn(globalThis, 'clearTimeout');
    const ids = Array.from({ length: 20 }, (_, i) =>
      timers.setTimeout(() => undefined, 300_000 + i),
    );
    for (const id of ids) timers.clearTimeout(id);
    expect(platformSet).toHaveBeenCalledTimes(1);
    expect(platformClear).not.toHaveBeenCalled();
    // A stale timer a minute away comes before the armed one: armed again once.
    const stale = vi.fn();
    timers.setTimeout(stale, 60_000);
    timers.setTimeout(() => undefined, 60_000);
    expect(platformSet).toHaveBeenCalledTimes(2);
    expect(platformClear).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(stale).toHaveBeenCalledTimes(1);
  });

  it('keeps running the timers due after one that throws, and throws its error apart', () => {
    const timers = coalescedTimers(now);
    const thrown = vi.spyOn(globalThis, 'queueMicrotask').mockImplementation(() => undefined);
    const after = vi.fn();
    timers.setTimeout(() => {
      throw new Error('broken callback');
    }, 10);
    timers.setTimeout(after, 10);
    vi.advanceTimersByTime(10);
    expect(after).toHaveBeenCalledTimes(1);
    expect(thrown).toHaveBeenCalledTimes(1);
  });

  it('waits out a delay longer than the platform timer takes', () => {
    const timers = coalescedTimers(now);
    const callback = vi.fn();
    const delay = 2 ** 31 + 5_000;
    timers.setTimeout(callback, delay);
    vi.advanceTimersByTime(2 ** 31 - 1);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(delay - (2 ** 31 - 1));
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it("removes a query nobody observes after its gcTime, as the query cache's own timers do", () => {
    timeoutManager.setTimeoutProvider(coalescedTimers(now));
    try {
      const client = new QueryClient({ defaultOptions: { queries: { gcTime: 5_000 } } });
      client.setQueryData(['kept'], 1);
      client.setQueryData(['gone'], 2);
      const observed = client.getQueryCache().find({ queryKey: ['kept'] })!;
      const observer = { onQueryUpdate: () => undefined } as unknown as Parameters<
        typeof observed.addObserver
      >[0];
      observed.addObserver(observer);
      vi.advanceTimersByTime(4_999);
      expect(client.getQueryData(['gone'])).toBe(2);
      vi.advanceTimersByTime(1);
      expect(client.getQueryData(['gone'])).toBeUndefined();
      expect(client.getQueryData(['kept'])).toBe(1);
    } finally {
      // The query cache warns (in development) of a switch after use: expected here.
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      timeoutManager.setTimeoutProvider({
        setTimeout: (callback, delay) => setTimeout(callback, delay),
        clearTimeout: (id) => clearTimeout(id === undefined ? undefined : Number(id)),
        setInterval: (callback, delay) => setInterval(callback, delay),
        clearInterval: (id) => clearInterval(id === undefined ? undefined : Number(id)),
      });
    }
  });
});
