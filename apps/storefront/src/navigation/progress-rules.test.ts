import { describe, expect, it } from 'vitest';
import { NAVIGATION_PROGRESS, progressPhase } from './progress-rules';

describe('progressPhase (duration 5000 ms, minimum delay 200 ms)', () => {
  it.each([
    { loading: false, ms: 0, shown: false, phase: 'idle' },
    { loading: true, ms: 0, shown: false, phase: 'idle' },
    { loading: true, ms: NAVIGATION_PROGRESS.minDelayMs - 1, shown: false, phase: 'idle' },
    { loading: true, ms: NAVIGATION_PROGRESS.minDelayMs, shown: false, phase: 'running' },
    { loading: true, ms: 4_000, shown: true, phase: 'running' },
    { loading: false, ms: 0, shown: true, phase: 'done' },
  ] as const)(
    'loading $loading for $ms ms (shown $shown) → $phase',
    ({ loading, ms, shown, phase }) => {
      expect(progressPhase(loading, ms, shown)).toBe(phase);
    },
  );

  it('keeps the spec constants', () => {
    expect(NAVIGATION_PROGRESS).toEqual({ durationMs: 5_000, minDelayMs: 200 });
  });
});
