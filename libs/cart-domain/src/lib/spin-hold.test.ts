import { describe, expect, it } from 'vitest';
import { holdRepeatAt, holdRepeatStep } from '../index';

describe('press and hold on the spin button (spec section 9: 500 ms, 100 ms, 10, ×4)', () => {
  it.each([
    { repeat: 1, step: 1, at: 500 },
    { repeat: 2, step: 1, at: 600 },
    { repeat: 10, step: 1, at: 1_400 },
    { repeat: 11, step: 4, at: 1_500 },
    { repeat: 30, step: 4, at: 3_400 },
  ])('repeat $repeat steps by $step at $at ms', ({ repeat, step, at }) => {
    expect(holdRepeatStep(repeat)).toBe(step);
    expect(holdRepeatAt(repeat)).toBe(at);
  });

  it('adds 10 + 4 × 5 = 30 units over the first 15 repeats', () => {
    const total = Array.from({ length: 15 }, (_, index) => holdRepeatStep(index + 1)).reduce(
      (a, b) => a + b,
      0,
    );
    expect(total).toBe(30);
  });
});
