import { describe, expect, it } from 'vitest';
import { splitSyncedLines, withRemovedLines } from '../index';
import { aCartLine } from '../testing';

describe('splitSyncedLines', () => {
  it.each([
    { cart_notice: 'cart.notice.out_of_stock', reason: 'outOfStock' },
    { cart_notice: null, reason: 'unavailable' },
  ])('takes out a line of quantity 0 ($cart_notice) as $reason', ({ cart_notice, reason }) => {
    const kept = aCartLine();
    const gone = aCartLine({ uuid: 'line-2', sku: 'X-1', name: 'X', quantity: 0, cart_notice });
    expect(splitSyncedLines([kept, gone])).toEqual({
      items: [kept],
      removed: [{ type: 'cart.lineRemoved', sku: 'X-1', name: 'X', reason }],
    });
  });
});

describe('withRemovedLines', () => {
  const notice = (sku: string) =>
    ({ type: 'cart.lineRemoved', sku, name: sku, reason: 'outOfStock' }) as const;

  it('keeps one notice per product, the newest last', () => {
    expect(withRemovedLines([notice('A'), notice('B')], [notice('A')])).toEqual([
      notice('B'),
      notice('A'),
    ]);
  });

  it('returns the notices themselves when nothing left the cart', () => {
    const notices = [notice('A')];
    expect(withRemovedLines(notices, [])).toBe(notices);
  });
});
