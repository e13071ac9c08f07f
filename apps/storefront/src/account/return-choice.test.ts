import { describe, expect, it } from 'vitest';
import { returnRequestOf } from './return-choice';

describe('returnRequestOf', () => {
  it('sends the lines with units chosen, in line order, with the reason and the trimmed comment', () => {
    expect(returnRequestOf({ 12: 1, 7: 2, 9: 0 }, 'defective', '  cracked  ')).toEqual({
      lines: [
        { order_line_id: 7, quantity: 2 },
        { order_line_id: 12, quantity: 1 },
      ],
      reason: 'defective',
      comment: 'cracked',
    });
  });

  it('sends no line when nothing is chosen', () => {
    expect(returnRequestOf({ 3: 0 }, 'other', '').lines).toEqual([]);
  });
});
