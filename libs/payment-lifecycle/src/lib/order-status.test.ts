import { describe, expect, it } from 'vitest';
import { orderFollowingPayment, orderStatusAfterPayment } from './order-status';

describe('orderStatusAfterPayment', () => {
  it.each([
    ['pending', 'pending', 'pending'],
    ['pending', 'authorized', 'authorized'],
    ['pending', 'paid', 'paid'],
    ['authorized', 'paid', 'paid'],
    ['pending', 'failed', 'cancelled'],
    ['authorized', 'cancelled', 'cancelled'],
    ['paid', 'refunded', 'refunded'],
    ['shipped', 'paid', 'shipped'],
    ['shipped', 'authorized', 'shipped'],
    ['delivered', 'paid', 'delivered'],
    ['shipped', 'refunded', 'refunded'],
    ['delivered', 'refunded', 'refunded'],
    ['refunded', 'paid', 'refunded'],
    ['cancelled', 'authorized', 'cancelled'],
    ['cancelled', 'paid', 'cancelled'],
    ['paid', 'capture_failed', 'payment_failed'],
    ['shipped', 'capture_failed', 'payment_failed'],
    ['refunded', 'refund_failed', 'refund_failed'],
    ['cancelled', 'refund_failed', 'refund_failed'],
    ['delivered', 'disputed', 'disputed'],
  ] as const)('an order %s whose payment is %s becomes %s', (current, payment, expected) => {
    expect(orderStatusAfterPayment(current, payment)).toBe(expected);
  });
});

describe('orderFollowingPayment', () => {
  it.each([
    [
      'a shipped order whose capture failed, captured again',
      'shipped',
      'capture_failed',
      'paid',
      'shipped',
    ],
    [
      'a paid order whose capture failed, handled',
      'paid',
      'capture_failed',
      'authorized',
      'authorized',
    ],
    [
      'a refunded order whose refund failed, handled',
      'refunded',
      'refund_failed',
      'paid',
      'refunded',
    ],
    [
      'a cancelled order whose refund was sent back, handled',
      'cancelled',
      'refund_failed',
      'paid',
      'cancelled',
    ],
    [
      'a delivered order charged back, the dispute won',
      'delivered',
      'disputed',
      'paid',
      'delivered',
    ],
    ['a shipped order charged back, accepted', 'shipped', 'disputed', 'refunded', 'refunded'],
  ] as const)('%s', (_, before, trouble, after, expected) => {
    const inTrouble = orderFollowingPayment({ status: before, held: null }, trouble);
    expect(inTrouble.held).toBe(before);
    // A second report of the same kind of trouble keeps what was held.
    expect(orderFollowingPayment(inTrouble, trouble)).toEqual(inTrouble);
    expect(orderFollowingPayment(inTrouble, after)).toEqual({ status: expected, held: null });
  });

  it('moves from one trouble to another without losing the status held', () => {
    const disputed = orderFollowingPayment({ status: 'shipped', held: null }, 'disputed');
    const refundFailed = orderFollowingPayment(disputed, 'refund_failed');
    expect(refundFailed).toEqual({ status: 'refund_failed', held: 'shipped' });
  });

  it('follows the payment as orderStatusAfterPayment does while nothing is wrong', () => {
    expect(orderFollowingPayment({ status: 'pending', held: null }, 'authorized')).toEqual({
      status: 'authorized',
      held: null,
    });
  });
});
