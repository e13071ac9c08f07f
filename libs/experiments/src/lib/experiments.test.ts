import { describe, expect, it } from 'vitest';
import {
  DEFAULT_VARIANT,
  EXPERIMENTS,
  EXPERIMENT_DEFAULTS,
  EXPERIMENT_QUERY_PARAMS,
  EXPERIMENT_UPDATE_INTERVAL,
  SHIPPING_PROCESSOR_VARIANTS,
  defaultVariant,
  isExperimentName,
} from '../index';

describe('experiment constants', () => {
  it('give every experiment of the spec its options', () => {
    expect(EXPERIMENTS).toEqual({
      accessories: ['original', 'upselling'],
      shipping_processor: ['1', '2'],
      search_provider: ['internal', 'external'],
      recommendation_provider: ['internal', 'external'],
      stock_dates: ['default_format', 'days_date_format'],
    });
  });

  it('default the shipping processor to the second option and the rest to original, internal and default_format', () => {
    expect(EXPERIMENT_DEFAULTS).toEqual({
      accessories: DEFAULT_VARIANT,
      shipping_processor: SHIPPING_PROCESSOR_VARIANTS[1],
      search_provider: 'internal',
      recommendation_provider: 'internal',
      stock_dates: 'default_format',
    });
  });

  it('choose each default among the experiment options', () => {
    for (const [name, options] of Object.entries(EXPERIMENTS)) {
      expect(options).toContain(defaultVariant(name));
    }
  });

  it('name the four query parameters of spec section 2 after their experiments', () => {
    expect(EXPERIMENT_QUERY_PARAMS).toEqual([
      'shipping_processor',
      'search_provider',
      'recommendation_provider',
      'stock_dates',
    ]);
    expect(EXPERIMENT_QUERY_PARAMS.every(isExperimentName)).toBe(true);
  });

  it('keep the update interval of 20', () => {
    expect(EXPERIMENT_UPDATE_INTERVAL).toBe(20);
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(EXPERIMENT_DEFAULTS)).toBe(true);
  });
});

describe('defaultVariant', () => {
  it.each([
    { name: 'an unknown experiment', experiment: 'header_layout', variant: 'original' },
    { name: 'a name from the object prototype', experiment: 'toString', variant: 'original' },
    { name: 'an empty name', experiment: '', variant: 'original' },
    { name: 'shipping_processor', experiment: 'shipping_processor', variant: '2' },
  ])('gives $variant for $name', ({ experiment, variant }) => {
    expect(defaultVariant(experiment)).toBe(variant);
  });
});
