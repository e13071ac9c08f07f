import type { StorefrontRouter } from '../router';
import { scrollTarget } from './scroll-target';

/**
 * Applies the scroll rule of spec section 2 after each new page. Back, forward and go restore
 * the saved position through the router's scroll restoration, so the rule leaves them alone.
 */
export function installScrollRule(router: StorefrontRouter): void {
  let lastAction = 'PUSH';
  router.history.subscribe(({ action }) => {
    lastAction = action.type;
  });
  router.subscribe('onResolved', (event) => {
    if (!event.hrefChanged) return;
    const search = router.state.location.search as {
      q?: string;
      page?: number;
      phone_model?: string;
    };
    const restored = lastAction === 'BACK' || lastAction === 'FORWARD' || lastAction === 'GO';
    const target = scrollTarget({
      hasSavedPosition: restored,
      search,
      viewportWidth: window.innerWidth,
    });
    if (target.type === 'y') window.scrollTo(0, target.y);
    if (target.type === 'anchor') document.getElementById(target.id)?.scrollIntoView();
  });
}
