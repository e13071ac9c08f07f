import { describe, expect, it } from 'vitest';
import { windowStateStore, type WindowEvents } from './use-window-state';

/** A window whose events and frames run when the test says. */
function fakeWindow() {
  const listeners = new Map<string, Set<() => void>>();
  let frames: (() => void)[] = [];
  const browser: WindowEvents = {
    listen: (event, onEvent) => {
      const set = listeners.get(event) ?? new Set();
      set.add(onEvent);
      listeners.set(event, set);
      return () => set.delete(onEvent);
    },
    nextFrame: (run) => {
      frames.push(run);
      return () => (frames = frames.filter((frame) => frame !== run));
    },
  };
  return {
    browser,
    fire: (event: string) => listeners.get(event)?.forEach((listener) => listener()),
    frame: () => frames.splice(0).forEach((frame) => frame()),
    listening: (event: string) => listeners.get(event)?.size ?? 0,
  };
}

describe('windowStateStore', () => {
  it('reads nothing when a component subscribes, only in the next frame, and tells it of a change', () => {
    const window = fakeWindow();
    let scrollY = 300;
    let reads = 0;
    const store = windowStateStore(
      'scroll',
      () => {
        reads += 1;
        return scrollY > 0;
      },
      window.browser,
    );
    const changes: number[] = [];
    store.subscribe(() => changes.push(reads));
    expect(store.getSnapshot()).toBe(false);
    expect(reads).toBe(0);
    window.frame();
    expect(store.getSnapshot()).toBe(true);
    expect(changes).toEqual([1]);
    scrollY = 0;
    window.fire('scroll');
    expect(store.getSnapshot()).toBe(false);
    expect(changes).toEqual([1, 2]);
    // An event that changes nothing renders nothing again.
    window.fire('scroll');
    expect(changes).toEqual([1, 2]);
  });

  it('listens once for all its components and stops when the last one leaves', () => {
    const window = fakeWindow();
    const store = windowStateStore('resize', () => true, window.browser);
    const leaveA = store.subscribe(() => undefined);
    const leaveB = store.subscribe(() => undefined);
    expect(window.listening('resize')).toBe(1);
    leaveA();
    expect(window.listening('resize')).toBe(1);
    leaveB();
    expect(window.listening('resize')).toBe(0);
    // Its pending first reads are cancelled with it.
    window.frame();
    expect(store.getSnapshot()).toBe(false);
  });
});
