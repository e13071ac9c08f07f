import type { MobileMenuProps } from '@nordshop/catalog-ui';
import { lazy, Suspense } from 'react';
import { browserIdleScheduler } from '../navigation/idle-prefetch';

const importMobileMenu = () => import('./mobile-menu-chunk');

let loading: ReturnType<typeof importMobileMenu> | undefined;

/** The mobile menu's chunk, fetched once per page; a failed fetch is tried again on the next call. */
function loadMobileMenu(): ReturnType<typeof importMobileMenu> {
  loading ??= importMobileMenu().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Waits at most this long for an idle period before the menu's chunk is fetched anyway. */
const PREFETCH_TIMEOUT_MS = 5_000;

/**
 * Fetches the mobile menu's chunk in the browser's next idle period (and at once when the shopper
 * reaches for the menu button), so a tap finds it loaded.
 */
export function prefetchMobileMenu(): void {
  browserIdleScheduler.requestIdle(
    () => void loadMobileMenu().catch(() => undefined),
    PREFETCH_TIMEOUT_MS,
  );
}

/** Starts fetching the menu's chunk now (the shopper's pointer or finger is on the button). */
export function warmMobileMenu(): void {
  void loadMobileMenu().catch(() => undefined);
}

const MobileMenuOfChunk = lazy(async () => ({ default: (await loadMobileMenu()).MobileMenu }));

/** The mobile side menu (catalog-ui's MobileMenu), its code loaded apart from the first load. */
export function LazyMobileMenu(props: MobileMenuProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <MobileMenuOfChunk {...props} />
    </Suspense>
  );
}
