import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { focusPageHeading, movesFocusToHeading } from './focus-page-heading';

/** Id of the page's main region: the skip link's target and where the page heading is found. */
export const MAIN_ID = 'main';

/**
 * After a navigation to another page, focus moves to the new page's h1 (WCAG 2.4.3), so a keyboard
 * user goes on from the top of the new page and a screen reader announces its name, instead of
 * focus dropping to the document when the link or button that was pressed goes away.
 */
export function RouteFocus(): null {
  const router = useRouter();
  useEffect(() => {
    let stop = () => undefined as void;
    const unsubscribe = router.subscribe('onResolved', (change) => {
      stop();
      const main = document.getElementById(MAIN_ID);
      if (main && movesFocusToHeading(change)) stop = focusPageHeading(main);
    });
    return () => {
      unsubscribe();
      stop();
    };
  }, [router]);
  return null;
}
