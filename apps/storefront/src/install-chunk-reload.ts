import type { StorefrontRouter } from './router';
import { isChunkLoadError, shouldReloadForChunk } from './routing/chunk-reload';

const KEY = 'td02:chunk-reload-at';

/** Reloads the page unless it reloaded for a chunk within the window; whether it does. */
function reloadOnce(): boolean {
  const now = Date.now();
  try {
    const stored = sessionStorage.getItem(KEY);
    const last = stored ? Number(stored) : undefined;
    if (!shouldReloadForChunk(last, now)) return false;
    sessionStorage.setItem(KEY, String(now));
  } catch {
    // Without storage we cannot tell whether we reloaded already: do not risk a loop.
    return false;
  }
  window.location.reload();
  return true;
}

/**
 * A code chunk that fails to load (assets replaced by a deploy) reloads the page, at most once
 * within 60 s (spec section 8). When the page may not reload again, the failure goes on as an
 * error: the import fails (it never resolves to nothing) and the storefront's error page shows,
 * with a retry.
 */
export function installChunkReload(router: StorefrontRouter): void {
  window.addEventListener('vite:preloadError', (event) => {
    // Kept from the importer only while the page reloads anyway.
    if (reloadOnce()) event.preventDefault();
  });
  router.subscribe('onResolved', () => {
    const failed = router.state.matches.find(
      (m) => m.status === 'error' && isChunkLoadError(m.error),
    );
    if (failed) reloadOnce();
  });
}
