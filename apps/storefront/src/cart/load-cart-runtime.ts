import { browserIdleScheduler } from '../navigation/idle-prefetch';

const importCartRuntime = () => import('./cart-runtime');

let loading: ReturnType<typeof importCartRuntime> | undefined;

/**
 * The cart runtime's chunk (cart machine and drawers, cart-runtime.tsx), fetched once per page; a
 * failed fetch is tried again on the next call.
 */
export function loadCartRuntime(): ReturnType<typeof importCartRuntime> {
  loading ??= importCartRuntime().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Waits at most this long for an idle period before the cart runtime is fetched anyway. */
const PREFETCH_TIMEOUT_MS = 5_000;

/**
 * Fetches the cart runtime's chunk in the browser's next idle period, before the shopper reaches
 * for an add button: only the fetch and the module's evaluation, off the page's load (the machine
 * starts when the cart is wanted, see cart-provider.tsx).
 */
export function prefetchCartRuntime(): void {
  browserIdleScheduler.requestIdle(
    () => void loadCartRuntime().catch(() => undefined),
    PREFETCH_TIMEOUT_MS,
  );
}
