import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACCESSORIES_EXPERIMENT,
  ACCESSORIES_VARIANTS,
  assignVariant,
  drawAccessoriesVariant,
} from '../index';

describe('assignVariant', () => {
  it.each([
    {
      name: 'a low draw picks original',
      experiment: 'accessories',
      kept: undefined,
      random: 0.2,
      variant: 'original',
    },
    {
      name: 'a high draw picks upselling',
      experiment: 'accessories',
      kept: undefined,
      random: 0.7,
      variant: 'upselling',
    },
    {
      name: 'the top of the range stays in range',
      experiment: 'accessories',
      kept: undefined,
      random: 0.999999,
      variant: 'upselling',
    },
    {
      name: 'a kept variant wins over the draw',
      experiment: 'accessories',
      kept: 'original',
      random: 0.9,
      variant: 'original',
    },
    {
      name: 'other experiments get original',
      experiment: 'search_provider',
      kept: undefined,
      random: 0.9,
      variant: 'original',
    },
  ])('$name', ({ experiment, kept, random, variant }) => {
    expect(assignVariant(experiment, kept, random)).toBe(variant);
  });
});

describe('drawAccessoriesVariant', () => {
  it.each([
    { name: 'a draw of 0 picks original', random: 0, variant: 'original' },
    { name: 'a draw of 0.4999 picks original', random: 0.4999, variant: 'original' },
    { name: 'a draw of 0.5 picks upselling', random: 0.5, variant: 'upselling' },
    { name: 'a draw of 0.9999 picks upselling', random: 0.9999, variant: 'upselling' },
    { name: 'a draw of 1, outside the range, picks upselling', random: 1, variant: 'upselling' },
    { name: 'a negative draw picks original', random: -0.5, variant: 'original' },
    { name: 'a NaN draw picks original', random: Number.NaN, variant: 'original' },
  ])('$name', ({ random, variant }) => {
    expect(drawAccessoriesVariant(random)).toBe(variant);
    expect(assignVariant(ACCESSORIES_EXPERIMENT, undefined, random)).toBe(variant);
  });

  it('always picks one of the two variants', () => {
    fc.assert(
      fc.property(fc.double(), (random) =>
        ACCESSORIES_VARIANTS.includes(drawAccessoriesVariant(random)),
      ),
    );
  });
});
