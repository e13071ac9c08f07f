import { describe, expect, it } from 'vitest';
import { EXPERIMENT_DEFAULTS, effectiveVariant, variantOf } from '../index';
import type { ExperimentState } from '../index';

const started: ExperimentState = {
  variants: { ...EXPERIMENT_DEFAULTS, accessories: 'upselling', shipping_processor: '1' },
  lastError: null,
};
const failed: ExperimentState = { ...started, lastError: 'Network error' };

describe('variantOf and effectiveVariant', () => {
  it.each([
    {
      name: 'the chosen variant of a started client',
      state: started,
      experiment: 'accessories',
      variant: 'upselling',
      effective: 'upselling',
    },
    {
      name: 'the chosen shipping processor',
      state: started,
      experiment: 'shipping_processor',
      variant: '1',
      effective: '1',
    },
    {
      name: 'original for an unknown experiment',
      state: started,
      experiment: 'header_layout',
      variant: 'original',
      effective: 'original',
    },
    {
      name: 'null, then the default, after a failed start',
      state: failed,
      experiment: 'shipping_processor',
      variant: null,
      effective: '2',
    },
    {
      name: 'null, then original, for accessories after a failed start',
      state: failed,
      experiment: 'accessories',
      variant: null,
      effective: 'original',
    },
    {
      name: 'null, then original, for an unknown experiment after a failed start',
      state: failed,
      experiment: 'header_layout',
      variant: null,
      effective: 'original',
    },
  ])('give $name', ({ state, experiment, variant, effective }) => {
    expect(variantOf(state, experiment)).toBe(variant);
    expect(effectiveVariant(state, experiment)).toBe(effective);
  });

  it('treat an empty error message as a failed start', () => {
    expect(variantOf({ ...started, lastError: '' }, 'stock_dates')).toBeNull();
  });
});
