import { describe, expect, it } from 'vitest';
import {
  EMPTY_PAYMENT_LEDGER,
  applyPaymentEvent,
  failureCount,
  isPaymentFailure,
  paymentLedgerFrom,
  paymentLedgerOf,
  type PaymentEventKind,
} from './payment-ledger';

describe('applyPaymentEvent', () => {
  it('counts a report delivered again once, and says it was a duplicate', () => {
    const captured = { id: 'evt_1', kind: 'captured', amount: 49_900 } as const;
    const once = applyPaymentEvent(EMPTY_PAYMENT_LEDGER, captured);
    const twice = applyPaymentEvent(once.ledger, captured);
    expect(once.duplicate).toBe(false);
    expect(twice.duplicate).toBe(true);
    expect(twice.ledger).toBe(once.ledger);
    expect(twice.ledger.captured).toBe(49_900);
  });

  it.each([-1, 0.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1])('refuses the amount %s', (amount) => {
    expect(() =>
      applyPaymentEvent(EMPTY_PAYMENT_LEDGER, { id: 'x', kind: 'captured', amount }),
    ).toThrow(/amount/);
  });

  it('never changes the ledger it is given', () => {
    const before = paymentLedgerOf([{ id: 'a', kind: 'authorized', amount: 100 }]);
    const copy = structuredClone(before);
    applyPaymentEvent(before, { id: 'b', kind: 'captureFailed', amount: 100 });
    expect(before).toEqual(copy);
  });
});

describe('the facts each report adds', () => {
  it.each<[PaymentEventKind, Record<string, unknown>]>([
    ['authorized', { authorized: 500 }],
    ['refused', { refused: true }],
    ['captured', { captured: 500 }],
    ['capturedOnAuthorization', { capturedOnAuthorization: 500 }],
    ['cancelled', { cancelled: true }],
    ['refunded', { refunded: 500 }],
    ['captureRefused', { failures: { capture: 1, cancel: 0, refund: 0, dispute: 0 } }],
    ['cancelRefused', { failures: { capture: 0, cancel: 1, refund: 0, dispute: 0 } }],
    ['refundRefused', { failures: { capture: 0, cancel: 0, refund: 1, dispute: 0 } }],
    [
      'captureFailed',
      { captureFailed: 500, failures: { capture: 1, cancel: 0, refund: 0, dispute: 0 } },
    ],
    [
      'refundFailed',
      { refundFailed: 500, failures: { capture: 0, cancel: 0, refund: 1, dispute: 0 } },
    ],
    [
      'refundReversed',
      { refundFailed: 500, failures: { capture: 0, cancel: 0, refund: 1, dispute: 0 } },
    ],
    [
      'disputeNoticed',
      { disputed: 500, failures: { capture: 0, cancel: 0, refund: 0, dispute: 1 } },
    ],
    [
      'chargedBack',
      { chargedBack: 500, failures: { capture: 0, cancel: 0, refund: 0, dispute: 1 } },
    ],
    ['chargebackReversed', { chargebackReversed: 500 }],
    ['handled', { handled: 500 }],
  ])('%s of 500', (kind, facts) => {
    const ledger = paymentLedgerOf([{ id: 'evt', kind, amount: 500 }]);
    expect(ledger).toEqual({ ...EMPTY_PAYMENT_LEDGER, ...facts, seen: ['evt'] });
    expect(isPaymentFailure(kind)).toBe(failureCount(ledger) === 1);
  });

  it('adds captures and refunds up, keeps the largest authorization and the largest capture with it', () => {
    const ledger = paymentLedgerOf([
      { id: 'a1', kind: 'authorized', amount: 300 },
      { id: 'a2', kind: 'authorized', amount: 500 },
      { id: 'c1', kind: 'captured', amount: 200 },
      { id: 'c2', kind: 'captured', amount: 300 },
      { id: 'o1', kind: 'capturedOnAuthorization', amount: 500 },
      { id: 'o2', kind: 'capturedOnAuthorization', amount: 500 },
    ]);
    expect(ledger).toMatchObject({ authorized: 500, captured: 500, capturedOnAuthorization: 500 });
  });
});

describe('paymentLedgerFrom', () => {
  it('completes a ledger stored before the failure fields existed', () => {
    const stored = { seen: ['x'], authorized: 100, captured: 100 };
    expect(paymentLedgerFrom(stored)).toEqual({ ...EMPTY_PAYMENT_LEDGER, ...stored });
  });
});
