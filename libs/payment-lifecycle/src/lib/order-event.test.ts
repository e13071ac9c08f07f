import { describe, expect, it } from 'vitest';
import {
  ORDER_EVENT_TYPES,
  orderEventsOf,
  orderReturnEventOf,
  type OrderEventType,
  type OrderStatusChange,
} from '../index';

describe('orderEventsOf', () => {
  it.each<[string, OrderStatusChange, OrderEventType[]]>([
    [
      'placed by invoice',
      { from: null, to: 'authorized', awaitsPaymentPage: false },
      ['order.placed'],
    ],
    [
      'placed by prepayment, awaiting the transfer',
      { from: null, to: 'pending', awaitsPaymentPage: false },
      ['order.placed'],
    ],
    [
      'placed paid at once',
      { from: null, to: 'paid', awaitsPaymentPage: false },
      ['order.placed', 'order.paid'],
    ],
    [
      'placed, off to the provider’s page',
      { from: null, to: 'pending', awaitsPaymentPage: true },
      [],
    ],
    [
      'the provider authorized it',
      { from: 'pending', to: 'authorized', awaitsPaymentPage: true },
      ['order.placed'],
    ],
    [
      'the provider took the money',
      { from: 'pending', to: 'paid', awaitsPaymentPage: true },
      ['order.placed', 'order.paid'],
    ],
    [
      'the prepayment’s transfer recorded',
      { from: 'pending', to: 'paid', awaitsPaymentPage: false },
      ['order.paid'],
    ],
    [
      'a reservation captured',
      { from: 'authorized', to: 'paid', awaitsPaymentPage: true },
      ['order.paid'],
    ],
    [
      'a failed capture taken after all',
      { from: 'payment_failed', to: 'paid', awaitsPaymentPage: true },
      ['order.paid'],
    ],
    [
      'the payment was refused or the page abandoned',
      { from: 'pending', to: 'cancelled', awaitsPaymentPage: true },
      [],
    ],
    [
      'the payment failed on the page',
      { from: 'pending', to: 'payment_failed', awaitsPaymentPage: true },
      [],
    ],
    [
      'an unpaid prepayment’s hold ended',
      { from: 'pending', to: 'cancelled', awaitsPaymentPage: false },
      ['order.cancelled'],
    ],
    [
      'a reservation released',
      { from: 'authorized', to: 'cancelled', awaitsPaymentPage: true },
      ['order.cancelled'],
    ],
    [
      'a paid order cancelled by the shop',
      { from: 'paid', to: 'cancelled', awaitsPaymentPage: false },
      ['order.cancelled'],
    ],
    [
      'cancelled after its refund was reported',
      { from: 'refunded', to: 'cancelled', awaitsPaymentPage: false },
      ['order.cancelled'],
    ],
    ['shipped', { from: 'paid', to: 'shipped', awaitsPaymentPage: false }, ['order.shipped']],
    [
      'shipped an unpaid invoice order',
      { from: 'pending', to: 'shipped', awaitsPaymentPage: false },
      ['order.shipped'],
    ],
    ['all money given back', { from: 'shipped', to: 'refunded', awaitsPaymentPage: true }, []],
    [
      'a capture that failed later',
      { from: 'authorized', to: 'payment_failed', awaitsPaymentPage: true },
      [],
    ],
    ['disputed', { from: 'shipped', to: 'disputed', awaitsPaymentPage: true }, []],
    ['no change', { from: 'paid', to: 'paid', awaitsPaymentPage: false }, []],
  ])('%s', (_name, change, expected) => {
    expect(orderEventsOf(change)).toEqual(expected);
  });

  it('names only known events, in the order they can happen', () => {
    const statuses = [null, 'pending', 'authorized', 'paid', 'shipped', 'cancelled', 'refunded'];
    for (const from of statuses)
      for (const to of statuses.slice(1) as string[])
        for (const awaitsPaymentPage of [false, true]) {
          const events = orderEventsOf({ from, to, awaitsPaymentPage });
          const positions = events.map((event) => ORDER_EVENT_TYPES.indexOf(event));
          expect(positions.every((p) => p >= 0)).toBe(true);
          expect(positions).toEqual([...positions].sort((a, b) => a - b));
        }
  });
});

describe('orderReturnEventOf', () => {
  it.each<[Parameters<typeof orderReturnEventOf>[0], OrderEventType]>([
    ['return-received', 'order.returned'],
    ['refund-made', 'order.refunded'],
  ])('%s gives %s', (event, expected) => {
    expect(orderReturnEventOf(event)).toBe(expected);
  });
});
