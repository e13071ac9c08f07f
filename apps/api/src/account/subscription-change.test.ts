import { describe, expect, it } from 'vitest';
import { changeSubscription, type SubscriptionState } from './subscription-change';

const today = '2026-11-22';
const active: SubscriptionState = {
  status: 'active',
  intervalDays: 90,
  nextDeliveryAt: '2027-01-15',
};
const paused: SubscriptionState = { status: 'paused', intervalDays: 30, nextDeliveryAt: null };
const cancelled: SubscriptionState = {
  status: 'cancelled',
  intervalDays: 30,
  nextDeliveryAt: null,
};

describe('changeSubscription', () => {
  it.each([
    {
      name: 'pauses an active subscription',
      from: active,
      to: 'paused',
      expected: { ...active, status: 'paused', nextDeliveryAt: null },
    },
    {
      name: 'resumes a paused one an interval from today',
      from: paused,
      to: 'active',
      expected: { ...paused, status: 'active', nextDeliveryAt: '2026-12-22' },
    },
    {
      name: 'keeps the date of an active one asked to be active',
      from: active,
      to: 'active',
      expected: active,
    },
    {
      name: 'cancels an active one',
      from: active,
      to: 'cancelled',
      expected: { ...active, status: 'cancelled', nextDeliveryAt: null },
    },
    {
      name: 'cancels a paused one',
      from: paused,
      to: 'cancelled',
      expected: { ...paused, status: 'cancelled' },
    },
  ] as const)('$name', ({ from, to, expected }) => {
    expect(changeSubscription(from, to, today)).toEqual({
      type: 'subscription.changed',
      state: expected,
    });
  });

  it.each(['active', 'paused', 'cancelled'] as const)(
    'rejects %s for a cancelled subscription',
    (to) => {
      expect(changeSubscription(cancelled, to, today)).toEqual({
        type: 'subscription.rejected',
        reason: 'cancelled',
      });
    },
  );
});
