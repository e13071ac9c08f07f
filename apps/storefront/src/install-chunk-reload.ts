import type { StorefrontRouter } from './router';
import { isChunkLoadError, shouldReloadForChunk } from './routing/chunk-reload';

const KEY = 'td02:chunk-reload-at';

function reloadOnce(): void {
  const now = Date.now();
  let last: number | undefined;
  try {
    const stored = sessionStorage.getItem(KEY);
    last = stored ? Number(stored) : undefined;
    if (!shouldReloadForChunk(last, now)) return;
    sessionStorage.setItem(KEY, String(now));
  } catch {
    // Without storage we cannot tell whether we reloaded already: do not risk a loop.
    return;
  }
  window.location.reload();
}

/**
 * A code chunk that fails to load (assets replaced by a deploy) reloads the page, at most once
 * within 60 s (spec section 8).
 */
export function installChunkReload(router: StorefrontRouter): void {
  window.addEventListener('vite:preloadError', (event) => {
    event.preventDefault();
    reloadOnce();
  });
  router.subscribe('onResolved', () => {
    const failed = router.state.matches.find(
      (m) => m.status === 'error' && isChunkLoadError(m.error),
    );
    if (failed) reloadOnce();
  });
}
