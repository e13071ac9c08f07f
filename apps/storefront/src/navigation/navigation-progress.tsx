import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useStrings } from '@nordshop/catalog-ui';
import { NAVIGATION_PROGRESS, progressPhase, type ProgressPhase } from './progress-rules';

/** How long the finished bar stays before it fades out. */
const DONE_MS = 300;

/**
 * The thin bar at the top of the page while a page loads (spec section 1): it appears once a load
 * has lasted 200 ms, fills towards the end over 5000 ms and completes when the page is there.
 */
export function NavigationProgress() {
  const { t } = useStrings();
  const loading = useRouterState({ select: (state) => state.isLoading });
  const [phase, setPhase] = useState<ProgressPhase>('idle');

  useEffect(() => {
    if (loading) {
      const timer = setTimeout(
        () => setPhase(progressPhase(true, NAVIGATION_PROGRESS.minDelayMs, false)),
        NAVIGATION_PROGRESS.minDelayMs,
      );
      return () => clearTimeout(timer);
    }
    setPhase((current) => progressPhase(false, 0, current === 'running'));
    const timer = setTimeout(() => setPhase('idle'), DONE_MS);
    return () => clearTimeout(timer);
  }, [loading]);

  if (phase === 'idle') return null;
  return (
    <div
      className={`navigation-progress navigation-progress--${phase}`}
      role="progressbar"
      aria-label={t('general.loading')}
      style={{ ['--navigation-progress-ms' as string]: `${NAVIGATION_PROGRESS.durationMs}ms` }}
    />
  );
}
