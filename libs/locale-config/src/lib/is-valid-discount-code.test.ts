import { describe, expect, it } from 'vitest';
import { DISCOUNT_CODE_MIN_LENGTH, isValidDiscountCode } from '../index';

describe('isValidDiscountCode', () => {
  it.each(['ABC', 'sommar-2025', 'X-1', '---', '123', 'a'.repeat(64)])('accepts %j', (code) => {
    expect(isValidDiscountCode(code)).toBe(true);
  });

  it.each(['AB', '', 'SOMMAR 25', ' ABC', 'ABC_1', 'RÄTT', 'abc!', 'a/b/c', 'ab%20'])(
    'rejects %j',
    (code) => {
      expect(isValidDiscountCode(code)).toBe(false);
    },
  );

  it('needs at least the minimum length', () => {
    expect(isValidDiscountCode('A'.repeat(DISCOUNT_CODE_MIN_LENGTH - 1))).toBe(false);
    expect(isValidDiscountCode('A'.repeat(DISCOUNT_CODE_MIN_LENGTH))).toBe(true);
  });
});
