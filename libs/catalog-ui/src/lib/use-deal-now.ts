import { useEffect, useState } from 'react';
import type { Clock } from './clock';
import { nextDealTick, type DealWindow } from './deal-rules';

/**
 * The instant the deal banner shows (ms since the epoch). It starts at `initialNow`, the instant
 * the page was rendered, so server and hydration agree; in the browser it then follows `clock`,
 * waking only when the banner changes ({@link nextDealTick}). While the tab is hidden it is paused
 * (no timer runs); when the tab shows again it resyncs from the clock at once.
 */
export function useDealNow(
  deal: DealWindow | null | undefined,
  initialNow: number,
  withCountdown: boolean,
  clock: Clock,
): number {
  const [now, setNow] = useState(initialNow);
  const startsAt = deal?.starts_at;
  const expiresAt = deal?.expires_at;

  useEffect(() => {
    if (startsAt === undefined || expiresAt === undefined) return undefined;
    const dealWindow = { starts_at: startsAt, expires_at: expiresAt };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const pause = () => {
      clearTimeout(timer);
      timer = undefined;
    };
    const sync = () => {
      pause();
      const current = clock.now();
      setNow(current);
      const next = nextDealTick(dealWindow, current, withCountdown);
      if (next !== undefined && document.visibilityState !== 'hidden')
        timer = setTimeout(sync, next - current);
    };
    const onVisibilityChange = () => (document.visibilityState === 'hidden' ? pause() : sync());
    document.addEventListener('visibilitychange', onVisibilityChange);
    sync();
    return () => {
      pause();
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [startsAt, expiresAt, withCountdown, clock]);

  return now;
}
