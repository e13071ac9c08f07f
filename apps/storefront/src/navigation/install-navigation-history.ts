import { CART_STORAGE_KEY } from '@nordshop/cart-domain';
import type { AnyRouter } from '@tanstack/react-router';
import { pushHistory, readHistory, writeHistory } from './navigation-history';

/** Records every page the shopper reaches in the td02 navigation history (local storage). */
export function installNavigationHistory(router: AnyRouter): void {
  const record = () => {
    try {
      const stored = localStorage.getItem(CART_STORAGE_KEY);
      const path = router.state.location.pathname;
      const next = pushHistory(readHistory(stored), { path });
      localStorage.setItem(CART_STORAGE_KEY, writeHistory(stored, next));
    } catch {
      // Blocked storage: no history.
    }
  };
  router.subscribe('onResolved', record);
  record();
}
