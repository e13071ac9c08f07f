import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SPIN_BUTTON, clampQuantity } from '../index';

describe('clampQuantity', () => {
  it.each([
    { name: 'keeps a valid number', input: 7, max: SPIN_BUTTON.defaultMax, out: 7 },
    { name: 'truncates a fraction', input: '3.8', max: SPIN_BUTTON.defaultMax, out: 3 },
    { name: 'raises zero to the minimum', input: 0, max: SPIN_BUTTON.defaultMax, out: 1 },
    { name: 'turns text into the minimum', input: 'abc', max: SPIN_BUTTON.defaultMax, out: 1 },
    {
      name: 'turns an empty field into the minimum',
      input: '',
      max: SPIN_BUTTON.defaultMax,
      out: 1,
    },
    {
      name: 'caps at the default maximum of 100',
      input: 250,
      max: SPIN_BUTTON.defaultMax,
      out: 100,
    },
    { name: 'caps a cart line at 5000', input: 9999, max: SPIN_BUTTON.cartLineMax, out: 5000 },
  ])('$name', ({ input, max, out }) => {
    expect(clampQuantity(input, max)).toBe(out);
  });

  it('always returns a whole number within range', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.string(), fc.integer()), (input) => {
        const q = clampQuantity(input, SPIN_BUTTON.cartLineMax);
        return Number.isInteger(q) && q >= 1 && q <= SPIN_BUTTON.cartLineMax;
      }),
    );
  });
});
