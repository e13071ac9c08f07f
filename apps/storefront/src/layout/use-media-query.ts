import { useMemo, useSyncExternalStore } from 'react';

const onServer = () => false;

/**
 * Whether the CSS media query `query` matches: `false` on the server and while hydrating, then
 * the browser's answer, which renders the component again when it changes. A media query's
 * answer needs no layout of the page.
 */
export function useMediaQuery(query: string): boolean {
  const store = useMemo(() => {
    // Asked for on the browser's first subscription: the server never calls it.
    let list: MediaQueryList | undefined;
    const listOf = () => (list ??= window.matchMedia(query));
    return {
      subscribe: (onChange: () => void) => {
        listOf().addEventListener('change', onChange);
        return () => listOf().removeEventListener('change', onChange);
      },
      matches: () => listOf().matches,
    };
  }, [query]);
  return useSyncExternalStore(store.subscribe, store.matches, onServer);
}
