import { useSyncExternalStore } from 'react';

/** What a window state store needs from the browser; the defaults are the real ones. */
export interface WindowEvents {
  readonly listen: (event: string, onEvent: () => void) => () => void;
  /** Runs `run` in the next frame; returns a cancel. */
  readonly nextFrame: (run: () => void) => () => void;
}

const browserWindow: WindowEvents = {
  listen: (event, onEvent) => {
    window.addEventListener(event, onEvent, { passive: true });
    return () => window.removeEventListener(event, onEvent);
  },
  nextFrame: (run) => {
    const frame = requestAnimationFrame(run);
    return () => cancelAnimationFrame(frame);
  },
};

/** A yes/no fact about the window, as last read. */
export interface WindowStateStore {
  readonly subscribe: (onChange: () => void) => () => void;
  readonly getSnapshot: () => boolean;
}

/**
 * A store of `read`'s answer (`false` until first read), read again on each `event` and in the
 * frame after a component subscribes. Never read while React commits: reading the scroll offset
 * or the viewport's width there made the browser lay out the page inside hydration's commit, a
 * long task of its own on a phone; in the next frame the layout is due anyway.
 */
export function windowStateStore(
  event: string,
  read: () => boolean,
  browser: WindowEvents = browserWindow,
): WindowStateStore {
  let value = false;
  const listeners = new Set<() => void>();
  let stopListening: (() => void) | undefined;
  const update = () => {
    const next = read();
    if (next === value) return;
    value = next;
    for (const listener of [...listeners]) listener();
  };
  return {
    subscribe(onChange) {
      listeners.add(onChange);
      stopListening ??= browser.listen(event, update);
      const cancelFrame = browser.nextFrame(update);
      return () => {
        cancelFrame();
        listeners.delete(onChange);
        if (listeners.size > 0) return;
        stopListening?.();
        stopListening = undefined;
      };
    },
    getSnapshot: () => value,
  };
}

/** One store per fact: the facts' readers are module-level functions, each read on one event. */
const stores = new WeakMap<() => boolean, WindowStateStore>();
const onServer = () => false;

/**
 * A yes/no fact about the window, read on each `event` (scroll or resize): `false` on the server
 * and while hydrating, then the browser's answer (see {@link windowStateStore}). `read` is a
 * module-level function, the fact's one reader. The component renders again only when it changes.
 */
export function useWindowState(event: 'scroll' | 'resize', read: () => boolean): boolean {
  let store = stores.get(read);
  if (!store) {
    store = windowStateStore(event, read);
    stores.set(read, store);
  }
  return useSyncExternalStore(store.subscribe, store.getSnapshot, onServer);
}
