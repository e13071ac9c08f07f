import { describe, expect, it } from 'vitest';
import { clearRejected } from './clear-rejected';
import { EMPTY_COUPON_STATE } from './coupon-state';

describe('clearRejected', () => {
  it('forgets the rejected codes', () => {
    expect(clearRejected({ ...EMPTY_COUPON_STATE, rejected: ['SUMMER10'] }).rejected).toEqual([]);
  });

  it('returns the same state when nothing was rejected', () => {
    expect(clearRejected(EMPTY_COUPON_STATE)).toBe(EMPTY_COUPON_STATE);
  });
});
