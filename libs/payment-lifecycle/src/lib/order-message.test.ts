import { describe, expect, it } from 'vitest';
import { orderMessageOf, type OrderStatusChange } from '../index';

describe('orderMessageOf', () => {
  it.each<[string, OrderStatusChange, ReturnType<typeof orderMessageOf>]>([
    [
      'placed by invoice',
      { from: null, to: 'authorized', awaitsPaymentPage: false },
      'order-confirmation',
    ],
    [
      'placed by prepayment, awaiting the transfer',
      { from: null, to: 'pending', awaitsPaymentPage: false },
      'order-confirmation',
    ],
    [
      'placed paid at once',
      { from: null, to: 'paid', awaitsPaymentPage: false },
      'order-confirmation',
    ],
    [
      'placed, off to the provider’s page',
      { from: null, to: 'pending', awaitsPaymentPage: true },
      null,
    ],
    [
      'the provider authorized it',
      { from: 'pending', to: 'authorized', awaitsPaymentPage: true },
      'order-confirmation',
    ],
    [
      'the provider took the money',
      { from: 'pending', to: 'paid', awaitsPaymentPage: true },
      'order-confirmation',
    ],
    [
      'the payment was refused or the page abandoned',
      { from: 'pending', to: 'cancelled', awaitsPaymentPage: true },
      'payment-failed',
    ],
    [
      'the payment failed',
      { from: 'pending', to: 'payment_failed', awaitsPaymentPage: true },
      'payment-failed',
    ],
    ['shipped', { from: 'authorized', to: 'shipped', awaitsPaymentPage: false }, 'shipping-notice'],
    [
      'shipped an unpaid invoice order',
      { from: 'pending', to: 'shipped', awaitsPaymentPage: false },
      'shipping-notice',
    ],
    [
      'a confirmed order captured',
      { from: 'authorized', to: 'paid', awaitsPaymentPage: false },
      null,
    ],
    [
      'a confirmed order cancelled by the shop',
      { from: 'paid', to: 'cancelled', awaitsPaymentPage: false },
      null,
    ],
    [
      'a capture that failed later',
      { from: 'authorized', to: 'payment_failed', awaitsPaymentPage: false },
      null,
    ],
    ['refunded', { from: 'shipped', to: 'refunded', awaitsPaymentPage: false }, null],
    ['no change', { from: 'pending', to: 'pending', awaitsPaymentPage: true }, null],
  ])('%s', (_name, change, expected) => {
    expect(orderMessageOf(change)).toBe(expected);
  });
});
