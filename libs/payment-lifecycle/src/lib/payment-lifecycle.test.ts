import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_PAYMENT_LEDGER,
  applyPaymentEvent,
  orderStatusAfterPayment,
  paymentLedgerOf,
  paymentStateOf,
  refundableAmount,
  type PaymentEvent,
  type PaymentEventKind,
} from './payment-lifecycle';

let next = 0;
const report = (kind: PaymentEventKind, amount = 0): PaymentEvent => ({
  id: `evt_${++next}`,
  kind,
  amount,
});

describe('paymentStateOf', () => {
  it.each([
    ['no report yet', [], 'pending'],
    ['authorized', [report('authorized', 49_900)], 'authorized'],
    ['refused', [report('refused')], 'failed'],
    [
      'refused, then approved on a second try',
      [report('refused'), report('authorized', 49_900)],
      'authorized',
    ],
    ['authorized and captured', [report('authorized', 49_900), report('captured', 49_900)], 'paid'],
    [
      'captured before its authorization arrives',
      [report('captured', 49_900), report('authorized', 49_900)],
      'paid',
    ],
    ['authorized, then released', [report('authorized', 49_900), report('cancelled')], 'cancelled'],
    [
      'released before its authorization arrives',
      [report('cancelled'), report('authorized', 49_900)],
      'cancelled',
    ],
    [
      'part captured, the rest released',
      [report('authorized', 49_900), report('captured', 20_000), report('cancelled')],
      'paid',
    ],
    [
      'captured, part refunded',
      [report('authorized', 49_900), report('captured', 49_900), report('refunded', 9_900)],
      'paid',
    ],
    [
      'captured, refunded in two parts',
      [
        report('authorized', 49_900),
        report('captured', 49_900),
        report('refunded', 40_000),
        report('refunded', 9_900),
      ],
      'refunded',
    ],
    [
      'a full refund before its capture arrives',
      [report('authorized', 49_900), report('refunded', 49_900)],
      'refunded',
    ],
  ] as const)('%s', (_, events, state) => {
    expect(paymentStateOf(paymentLedgerOf(events))).toBe(state);
  });
});

describe('applyPaymentEvent', () => {
  it('counts a report delivered again once, and says it was a duplicate', () => {
    const captured = report('captured', 49_900);
    const once = applyPaymentEvent(EMPTY_PAYMENT_LEDGER, captured);
    const twice = applyPaymentEvent(once.ledger, captured);
    expect(once.duplicate).toBe(false);
    expect(twice.duplicate).toBe(true);
    expect(twice.ledger).toBe(once.ledger);
    expect(refundableAmount(twice.ledger)).toBe(49_900);
  });

  it.each([-1, 0.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1])('refuses the amount %s', (amount) => {
    expect(() =>
      applyPaymentEvent(EMPTY_PAYMENT_LEDGER, { id: 'x', kind: 'captured', amount }),
    ).toThrow(/amount/);
  });
});

describe('refundableAmount', () => {
  it('is what was captured less what was refunded, never below zero', () => {
    const ledger = paymentLedgerOf([report('captured', 30_000), report('refunded', 10_000)]);
    expect(refundableAmount(ledger)).toBe(20_000);
    expect(refundableAmount(paymentLedgerOf([report('refunded', 5_000)]))).toBe(0);
  });
});

// A payment's reports as a provider may send them: an authorization, captures and refunds of
// parts of it, maybe a release or a refusal, each with its own id.
const reports = fc
  .array(
    fc.record({
      kind: fc.constantFrom<PaymentEventKind>(
        'authorized',
        'refused',
        'captured',
        'cancelled',
        'refunded',
      ),
      amount: fc.integer({ min: 0, max: 100_000 }),
    }),
    { maxLength: 8 },
  )
  .map((events) =>
    events.map((event, i): PaymentEvent => ({
      id: `evt_${i}`,
      kind: event.kind,
      amount: event.kind === 'refused' || event.kind === 'cancelled' ? 0 : event.amount,
    })),
  );

describe('payment reports in any order, any number of times', () => {
  it('end in the same state whatever order they arrive in', () => {
    fc.assert(
      fc.property(
        reports.chain((events) =>
          fc.tuple(fc.constant(events), fc.shuffledSubarray(events, { minLength: events.length })),
        ),
        ([events, shuffled]) => {
          expect(paymentStateOf(paymentLedgerOf(shuffled))).toBe(
            paymentStateOf(paymentLedgerOf(events)),
          );
          expect(refundableAmount(paymentLedgerOf(shuffled))).toBe(
            refundableAmount(paymentLedgerOf(events)),
          );
        },
      ),
    );
  });

  it('change nothing when delivered again', () => {
    fc.assert(
      fc.property(
        reports.chain((events) => fc.tuple(fc.constant(events), fc.subarray(events))),
        ([events, again]) => {
          const once = paymentLedgerOf(events);
          const replayed = paymentLedgerOf([...events, ...again]);
          expect(replayed).toEqual(once);
        },
      ),
    );
  });

  it('never go back to pending, authorized or failed once money was taken', () => {
    fc.assert(
      fc.property(reports, fc.integer({ min: 1, max: 100_000 }), (events, amount) => {
        const state = paymentStateOf(
          paymentLedgerOf([...events, { id: 'capture', kind: 'captured', amount }]),
        );
        expect(['paid', 'refunded']).toContain(state);
      }),
    );
  });
});

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
  ] as const)('an order %s whose payment is %s becomes %s', (current, payment, expected) => {
    expect(orderStatusAfterPayment(current, payment)).toBe(expected);
  });
});
