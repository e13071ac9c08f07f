import { useSyncExternalStore } from 'react';

const subscribeTo = (event: 'scroll' | 'resize') => (onChange: () => void) => {
  window.addEventListener(event, onChange, { passive: true });
  return () => window.removeEventListener(event, onChange);
};
const subscribeToScroll = subscribeTo('scroll');
const subscribeToResize = subscribeTo('resize');
const onServer = () => false;

/**
 * A yes/no fact about the window, read again on each scroll or resize: `false` on the server and
 * while hydrating, then the browser's answer. The component renders again only when it changes.
 */
export function useWindowState(event: 'scroll' | 'resize', read: () => boolean): boolean {
  return useSyncExternalStore(
    event === 'scroll' ? subscribeToScroll : subscribeToResize,
    read,
    onServer,
  );
}
