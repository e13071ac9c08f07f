import { describe, expect, it } from 'vitest';
import { EXPERIMENT_DEFAULTS } from './experiments';
import { sameExperimentState } from './variant-of';

describe('sameExperimentState', () => {
  const state = { variants: EXPERIMENT_DEFAULTS, lastError: null };
  it.each([
    {
      name: 'equal variants in another object',
      other: { variants: { ...EXPERIMENT_DEFAULTS }, lastError: null },
      expected: true,
    },
    {
      name: 'one variant changed',
      other: {
        variants: { ...EXPERIMENT_DEFAULTS, stock_dates: 'show_dates' as never },
        lastError: null,
      },
      expected: false,
    },
    {
      name: 'an error appeared',
      other: { variants: EXPERIMENT_DEFAULTS, lastError: 'failed to load' },
      expected: false,
    },
  ])('$name → $expected', ({ other, expected }) => {
    expect(sameExperimentState(state, other)).toBe(expected);
  });
});
