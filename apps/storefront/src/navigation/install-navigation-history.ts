import { patchTd02, readTd02 } from '@nordshop/browser-state';
import type { AnyRouter } from '@tanstack/react-router';
import { localArea } from '../storage/storage-areas';
import { historyPatch, pushHistory, readHistory } from './navigation-history';

/** Records every page the shopper reaches in the td02 navigation history (local storage). */
export function installNavigationHistory(router: AnyRouter): void {
  const record = () => {
    const storage = localArea();
    const path = router.state.location.pathname;
    // Blocked storage: no history (patchTd02 never throws).
    patchTd02(storage, historyPatch(pushHistory(readHistory(readTd02(storage)), { path })));
  };
  router.subscribe('onResolved', record);
  record();
}
