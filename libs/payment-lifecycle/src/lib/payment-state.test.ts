import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PAYMENT_EVENT_KINDS,
  failureCount,
  isPaymentFailure,
  paymentLedgerOf,
  type PaymentEvent,
  type PaymentEventKind,
} from './payment-ledger';
import {
  capturableAmount,
  paymentAttentionOf,
  paymentStateOf,
  refundableAmount,
} from './payment-state';

const TOTAL = 49_900;

let next = 0;
const report = (kind: PaymentEventKind, amount = 0): PaymentEvent => ({
  id: `evt_${++next}`,
  kind,
  amount,
});
const stateOf = (events: readonly PaymentEvent[]) => paymentStateOf(paymentLedgerOf(events), TOTAL);

const authorized = report('authorized', TOTAL);
const captured = report('captured', TOTAL);

describe('paymentStateOf', () => {
  it.each([
    ['no report yet', [], 'pending'],
    ['authorized', [authorized], 'authorized'],
    ['refused', [report('refused')], 'failed'],
    ['refused, then approved on a second try', [report('refused'), authorized], 'authorized'],
    ['authorized and captured', [authorized, captured], 'paid'],
    ['captured before its authorization arrives', [captured, authorized], 'paid'],
    [
      'captured with the authorization (automatic capture)',
      [authorized, report('capturedOnAuthorization', TOTAL)],
      'paid',
    ],
    [
      'captured with the authorization, and its capture reported too',
      [authorized, report('capturedOnAuthorization', TOTAL), captured],
      'paid',
    ],
    ['part of the total captured', [authorized, report('captured', 100)], 'authorized'],
    ['part of the total captured, nothing authorized yet', [report('captured', 100)], 'pending'],
    ['authorized, then released', [authorized, report('cancelled')], 'cancelled'],
    ['released before its authorization arrives', [report('cancelled'), authorized], 'cancelled'],
    ['captured, part refunded', [authorized, captured, report('refunded', 9_900)], 'paid'],
    [
      'captured, refunded in two parts',
      [authorized, captured, report('refunded', 40_000), report('refunded', 9_900)],
      'refunded',
    ],
    [
      'a full refund before its capture arrives',
      [authorized, report('refunded', TOTAL)],
      'refunded',
    ],
    [
      'a capture the scheme rejected',
      [authorized, captured, report('captureFailed', TOTAL)],
      'capture_failed',
    ],
    [
      'a capture the provider refused',
      [authorized, report('captureRefused', TOTAL)],
      'capture_failed',
    ],
    [
      'a refused capture taken on a second try',
      [authorized, report('captureRefused', TOTAL), captured],
      'paid',
    ],
    [
      'a capture that failed, taken on a second try',
      [authorized, captured, report('captureFailed', TOTAL), report('captured', TOTAL)],
      'paid',
    ],
    [
      'an automatic capture that failed, taken on a second try',
      [
        authorized,
        report('capturedOnAuthorization', TOTAL),
        report('captureFailed', TOTAL),
        report('captured', TOTAL),
      ],
      'paid',
    ],
    [
      'a refund that failed',
      [authorized, captured, report('refunded', TOTAL), report('refundFailed', TOTAL)],
      'refund_failed',
    ],
    [
      'a refund the bank sent back',
      [authorized, captured, report('refunded', TOTAL), report('refundReversed', TOTAL)],
      'refund_failed',
    ],
    [
      'a refund the provider refused',
      [authorized, captured, report('refundRefused', TOTAL)],
      'refund_failed',
    ],
    ['a dispute noticed', [authorized, captured, report('disputeNoticed', TOTAL)], 'disputed'],
    ['charged back', [authorized, captured, report('chargedBack', TOTAL)], 'disputed'],
    [
      'charged back, then the dispute won',
      [
        authorized,
        captured,
        report('disputeNoticed', TOTAL),
        report('chargedBack', TOTAL),
        report('chargebackReversed', TOTAL),
      ],
      'paid',
    ],
    [
      'charged back and handled by staff: the money is the shopper’s again',
      [authorized, captured, report('chargedBack', TOTAL), report('handled', 1)],
      'refunded',
    ],
    [
      'a refund that failed, handled by staff',
      [
        authorized,
        captured,
        report('refunded', TOTAL),
        report('refundFailed', TOTAL),
        report('handled', 1),
      ],
      'paid',
    ],
    [
      'a failure after staff handled the ones before',
      [
        authorized,
        captured,
        report('refundRefused'),
        report('handled', 1),
        report('chargedBack', TOTAL),
      ],
      'disputed',
    ],
    ['a release the provider refused', [authorized, report('cancelRefused')], 'authorized'],
  ] as const)('%s', (_, events, state) => {
    expect(stateOf(events)).toBe(state);
  });
});

describe('paymentAttentionOf', () => {
  it.each([
    ['nothing wrong', [authorized, captured], null],
    [
      'a capture that failed',
      [authorized, captured, report('captureFailed', TOTAL)],
      'capture_failed',
    ],
    ['a refund that failed', [authorized, captured, report('refundRefused')], 'refund_failed'],
    ['a chargeback', [authorized, captured, report('chargedBack', TOTAL)], 'disputed'],
    ['a release the provider refused', [authorized, report('cancelRefused')], 'cancel_failed'],
    [
      'a refused release, then released',
      [authorized, report('cancelRefused'), report('cancelled')],
      null,
    ],
    [
      'a refused release staff handled',
      [authorized, report('cancelRefused'), report('handled', 1)],
      null,
    ],
  ] as const)('%s: %s', (_, events, attention) => {
    expect(paymentAttentionOf(paymentLedgerOf(events), TOTAL)).toBe(attention);
  });
});

describe('refundableAmount and capturableAmount', () => {
  it('is what stays taken less what was given back, never below zero', () => {
    expect(
      refundableAmount(paymentLedgerOf([report('captured', 30_000), report('refunded', 10_000)])),
    ).toBe(20_000);
    expect(refundableAmount(paymentLedgerOf([report('refunded', 5_000)]))).toBe(0);
    expect(refundableAmount(paymentLedgerOf([captured, report('chargedBack', 9_900)]))).toBe(
      40_000,
    );
    expect(refundableAmount(paymentLedgerOf([captured, report('captureFailed', TOTAL)]))).toBe(0);
  });

  it('captures what is reserved and not taken, nothing of a released reservation', () => {
    expect(capturableAmount(paymentLedgerOf([authorized]))).toBe(TOTAL);
    expect(
      capturableAmount(paymentLedgerOf([authorized, report('capturedOnAuthorization', TOTAL)])),
    ).toBe(0);
    expect(
      capturableAmount(paymentLedgerOf([authorized, captured, report('captureFailed', TOTAL)])),
    ).toBe(TOTAL);
    expect(capturableAmount(paymentLedgerOf([authorized, report('cancelled')]))).toBe(0);
  });
});

// A payment's reports as a provider may send them: any kind, parts of the total, each its own id.
const reports = fc
  .array(
    fc.record({
      kind: fc.constantFrom<PaymentEventKind>(...PAYMENT_EVENT_KINDS),
      amount: fc.integer({ min: 0, max: 100_000 }),
    }),
    { maxLength: 10 },
  )
  .map((events) =>
    events.map((event, i): PaymentEvent => ({
      id: `evt_${i}`,
      kind: event.kind,
      amount: event.amount,
    })),
  );
const totals = fc.integer({ min: 1, max: 100_000 });

describe('payment reports in any order, any number of times', () => {
  it('end in the same state, attention and amounts whatever order they arrive in', () => {
    fc.assert(
      fc.property(
        reports.chain((events) =>
          fc.tuple(fc.constant(events), fc.shuffledSubarray(events, { minLength: events.length })),
        ),
        totals,
        ([events, shuffled], total) => {
          const one = paymentLedgerOf(events);
          const other = paymentLedgerOf(shuffled);
          expect(paymentStateOf(other, total)).toBe(paymentStateOf(one, total));
          expect(paymentAttentionOf(other, total)).toBe(paymentAttentionOf(one, total));
          expect(refundableAmount(other)).toBe(refundableAmount(one));
          expect(capturableAmount(other)).toBe(capturableAmount(one));
        },
      ),
    );
  });

  it('change nothing when delivered again', () => {
    fc.assert(
      fc.property(
        reports.chain((events) => fc.tuple(fc.constant(events), fc.subarray(events))),
        ([events, again]) => {
          expect(paymentLedgerOf([...events, ...again])).toEqual(paymentLedgerOf(events));
        },
      ),
    );
  });

  it('never go back to pending, authorized or failed once the whole total was taken, unless something failed', () => {
    const fine = reports.map((events) => events.filter((event) => !isPaymentFailure(event.kind)));
    fc.assert(
      fc.property(fine, totals, (events, total) => {
        const ledger = paymentLedgerOf([
          ...events,
          { id: 'capture', kind: 'captured', amount: total },
        ]);
        expect(['paid', 'refunded']).toContain(paymentStateOf(ledger, total));
      }),
    );
  });

  it('leave no failure unseen: an unhandled failure always needs attention or is set right by the money', () => {
    fc.assert(
      fc.property(reports, totals, (events, total) => {
        const ledger = paymentLedgerOf(events);
        const handled = paymentLedgerOf([
          ...events,
          { id: 'staff', kind: 'handled', amount: failureCount(ledger) },
        ]);
        // Once staff handled every failure, nothing asks for them any more.
        expect(paymentAttentionOf(handled, total)).toBeNull();
        expect(['capture_failed', 'refund_failed', 'disputed']).not.toContain(
          paymentStateOf(handled, total),
        );
      }),
    );
  });

  it('make a failed capture of a paid payment need attention until it is taken again or handled', () => {
    fc.assert(
      fc.property(totals, (total) => {
        const paid = [
          { id: 'auth', kind: 'authorized', amount: total },
          { id: 'cap', kind: 'captured', amount: total },
        ] as const;
        const failed = paymentLedgerOf([
          ...paid,
          { id: 'fail', kind: 'captureFailed', amount: total },
        ]);
        expect(paymentStateOf(failed, total)).toBe('capture_failed');
        expect(refundableAmount(failed)).toBe(0);
      }),
    );
  });
});
