import { describe, expect, it } from 'vitest';
import { assignVariant } from '../index';

describe('assignVariant', () => {
  it.each([
    { name: 'a low draw picks original', experiment: 'accessories', kept: undefined, random: 0.2, variant: 'original' },
    { name: 'a high draw picks upselling', experiment: 'accessories', kept: undefined, random: 0.7, variant: 'upselling' },
    { name: 'the top of the range stays in range', experiment: 'accessories', kept: undefined, random: 0.999999, variant: 'upselling' },
    { name: 'a kept variant wins over the draw', experiment: 'accessories', kept: 'original', random: 0.9, variant: 'original' },
    { name: 'other experiments get original', experiment: 'search_provider', kept: undefined, random: 0.9, variant: 'original' },
  ])('$name', ({ experiment, kept, random, variant }) => {
    expect(assignVariant(experiment, kept, random)).toBe(variant);
  });
});
