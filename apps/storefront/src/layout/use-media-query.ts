import { useCallback, useSyncExternalStore } from 'react';

const lists = new Map<string, MediaQueryList>();

/** The browser's list for `query`, one per query for the page. */
function mediaQueryList(query: string): MediaQueryList {
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

const onServer = () => false;

/**
 * Whether the CSS media query `query` matches: `false` on the server and while hydrating, then
 * the browser's answer, which renders the component again when it changes. A media query's
 * answer needs no layout of the page.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaQueryList(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const matches = useCallback(() => mediaQueryList(query).matches, [query]);
  return useSyncExternalStore(subscribe, matches, onServer);
}
