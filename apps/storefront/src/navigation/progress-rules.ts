/** The navigation progress bar (spec section 9): fills over 5000 ms; a fetch under 200 ms shows nothing. */
export const NAVIGATION_PROGRESS = { durationMs: 5_000, minDelayMs: 200 } as const;

/** What the bar shows: hidden, running towards (not reaching) the end, or finishing. */
export type ProgressPhase = 'idle' | 'running' | 'done';

/**
 * The bar's phase from the router's loading state and how long the navigation has been loading:
 * it appears only once a load has lasted the minimum delay, and finishes when the load ends.
 */
export function progressPhase(
  loading: boolean,
  loadingForMs: number,
  shown: boolean,
): ProgressPhase {
  if (loading) return loadingForMs >= NAVIGATION_PROGRESS.minDelayMs ? 'running' : 'idle';
  return shown ? 'done' : 'idle';
}
