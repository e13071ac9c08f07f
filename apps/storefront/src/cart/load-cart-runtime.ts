const importCartRuntime = () => import('./cart-runtime');

let loading: ReturnType<typeof importCartRuntime> | undefined;

/**
 * The cart runtime's chunk (cart machine and drawers, cart-runtime.tsx), run once per page when
 * the cart is wanted; a failed fetch is tried again on the next call. The page's bootstrap has
 * fetched it ahead at idle without running it (server/page-bootstrap.ts, PREFETCHED_SOURCES).
 */
export function loadCartRuntime(): ReturnType<typeof importCartRuntime> {
  loading ??= importCartRuntime().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
