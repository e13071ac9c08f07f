import { describe, expect, it } from 'vitest';
import { paymentReturnNext, paymentReturnOf } from './payment-return';

describe('paymentReturnOf', () => {
  it.each([
    [
      'Adyen',
      { payment_ref: 'ADY-3F9A0C21B7D4E5F6', sessionId: 'CS1', sessionResult: 'X3y' },
      { reference: 'ADY-3F9A0C21B7D4E5F6', sessionResult: 'X3y' },
    ],
    [
      'Klarna',
      { payment_ref: 'KLA-0123456789ABCDEF', authorization_token: 'tok' },
      { reference: 'KLA-0123456789ABCDEF' },
    ],
    [
      'an empty sessionResult',
      { payment_ref: 'ADY-3F9A0C21B7D4E5F6', sessionResult: '' },
      { reference: 'ADY-3F9A0C21B7D4E5F6' },
    ],
    ['no reference', { sessionResult: 'X3y' }, null],
    ['a malformed reference', { payment_ref: 'ADY-nope' }, null],
    ['a number for a reference', { payment_ref: 12 }, null],
    ['no query', undefined, null],
  ] as const)('reads %s', (_, search, expected) => {
    expect(paymentReturnOf(search)).toEqual(expected);
  });
});

describe('paymentReturnNext', () => {
  it.each([
    ['authorized', 'authorized', 'confirmation'],
    ['paid', 'paid', 'confirmation'],
    ['refunded', 'refunded', 'confirmation'],
    ['pending', 'pending', 'pending'],
    ['cancelled', 'failed', 'failed'],
    ['cancelled', 'cancelled', 'failed'],
    // Staff cancelled the order while its page was still open.
    ['cancelled', 'pending', 'failed'],
  ] as const)('an order %s with a payment %s opens the %s page', (status, payment, page) => {
    expect(paymentReturnNext({ order_id: 7, status, payment })).toBe(page);
  });
});
