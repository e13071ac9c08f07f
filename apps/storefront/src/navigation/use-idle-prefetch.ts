import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef, type RefObject } from 'react';
import { createPrefetchQueue } from './idle-prefetch';

type Queue = ReturnType<typeof createPrefetchQueue>;
let shared:
  { queue: Queue; observer: IntersectionObserver; hrefs: WeakMap<Element, string> } | undefined;

/** What prefetching needs of the router (not registered for typing, see router.tsx). */
export interface Preloader {
  preloadRoute: (options: { to: string; search: Record<string, string> }) => Promise<unknown>;
}

function saveData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

function sharedQueue(router: Preloader) {
  shared ??= (() => {
    const hrefs = new WeakMap<Element, string>();
    const queue = createPrefetchQueue((href) => {
      const [to = '/', query] = href.split('?', 2);
      router
        .preloadRoute({ to, search: query ? Object.fromEntries(new URLSearchParams(query)) : {} })
        .catch(() => undefined);
    });
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        const href = hrefs.get(entry.target);
        if (href === undefined) continue;
        if (entry.isIntersecting) queue.add(href);
        else queue.remove(href);
      }
    });
    return { queue, observer, hrefs };
  })();
  return shared;
}

/**
 * Watches `element`, a link to `href`, and prefetches that page (its loader data and code) once
 * the link is in view and the browser is idle (spec section 1); returns the call that stops
 * watching. Nothing is watched when the shopper asked to save data.
 */
export function watchForIdlePrefetch(
  element: HTMLAnchorElement,
  href: string,
  router: Preloader,
): () => void {
  if (typeof IntersectionObserver === 'undefined' || saveData()) return () => undefined;
  const { observer, hrefs } = sharedQueue(router);
  hrefs.set(element, href);
  observer.observe(element);
  return () => observer.unobserve(element);
}

/** {@link watchForIdlePrefetch} for the link in `ref` while the component is mounted. */
export function useIdlePrefetch(ref: RefObject<HTMLAnchorElement | null>, href: string): void {
  // The router is not registered for typing (see router.tsx): preloadRoute is typed here.
  const router = useRouter() as unknown as Preloader;
  const routerRef = useRef(router);
  useEffect(() => {
    const element = ref.current;
    return element ? watchForIdlePrefetch(element, href, routerRef.current) : undefined;
  }, [ref, href]);
}
