import { DomainError } from '@nordshop/domain-error';

/** What a provider reports about a payment, whatever its own name for it. */
export const PAYMENT_EVENT_KINDS = [
  /** The total reserved (amount: what was authorized). */
  'authorized',
  /** The payment not approved (amount 0). */
  'refused',
  /** Money taken by a capture the shop asked for (amount captured). */
  'captured',
  /** Money taken with the authorization itself: automatic capture, or a one-phase method. */
  'capturedOnAuthorization',
  /** The reservation released before anything was taken (amount 0). */
  'cancelled',
  /** Money given back (amount refunded). */
  'refunded',
  /** The provider did not carry out a capture it had received (nothing was taken). */
  'captureRefused',
  /** The provider did not carry out a cancellation it had received (the money stays reserved). */
  'cancelRefused',
  /** The provider did not carry out a refund it had received (nothing was given back). */
  'refundRefused',
  /** A capture reported done came undone: the card scheme rejected it (amount not taken after all). */
  'captureFailed',
  /** A refund reported done came undone: it did not reach the shopper (amount back with the shop). */
  'refundFailed',
  /** A refund the shopper's bank sent back (amount back with the shop). */
  'refundReversed',
  /** The shopper's bank disputes the payment: a chargeback is coming (amount disputed). */
  'disputeNoticed',
  /** The shopper's bank took the money back (amount charged back). */
  'chargedBack',
  /** The shop won the dispute: the money charged back is the shop's again (amount). */
  'chargebackReversed',
  /** Staff handled every failure counted so far (amount: how many failures that was). */
  'handled',
] as const;

/** One of {@link PAYMENT_EVENT_KINDS}. */
export type PaymentEventKind = (typeof PAYMENT_EVENT_KINDS)[number];

/**
 * The kinds that report something going wrong after the shopper paid: each needs the shop to act
 * (until a later report sets it right, or staff say they handled it).
 */
export const PAYMENT_FAILURE_KINDS = [
  'captureRefused',
  'cancelRefused',
  'refundRefused',
  'captureFailed',
  'refundFailed',
  'refundReversed',
  'disputeNoticed',
  'chargedBack',
] as const satisfies readonly PaymentEventKind[];

/** One of {@link PAYMENT_FAILURE_KINDS}. */
export type PaymentFailureKind = (typeof PAYMENT_FAILURE_KINDS)[number];

/** Whether a report is one of {@link PAYMENT_FAILURE_KINDS}. */
export const isPaymentFailure = (kind: PaymentEventKind): kind is PaymentFailureKind =>
  (PAYMENT_FAILURE_KINDS as readonly PaymentEventKind[]).includes(kind);

/** One report of a provider (a webhook's notification, or the answer to the shop's own call). */
export interface PaymentEvent {
  /** The provider's id of the report: the same report twice counts once. */
  readonly id: string;
  readonly kind: PaymentEventKind;
  /** Minor units the report is about (0 where it names none); `handled`: how many failures. */
  readonly amount: number;
}

/** How many reports of failed changes were counted, per change: a retry needs a new idempotency key. */
export interface PaymentFailureCounts {
  readonly capture: number;
  readonly cancel: number;
  readonly refund: number;
  readonly dispute: number;
}

/**
 * What the reports of one payment add up to. Every field only grows (sums, largest values,
 * counts, flags that are never unset), whatever order the reports arrive in, so the state they give
 * does not depend on that order (providers do not promise one). Amounts in minor units, >= 0.
 */
export interface PaymentLedger {
  /** The ids of the reports counted, in the order they came. */
  readonly seen: readonly string[];
  /** The largest amount authorized. */
  readonly authorized: number;
  /** The captures the shop asked for, added up. */
  readonly captured: number;
  /** The largest amount taken with the authorization itself. */
  readonly capturedOnAuthorization: number;
  /** The refunds, added up. */
  readonly refunded: number;
  readonly cancelled: boolean;
  readonly refused: boolean;
  /** Captures that came undone, added up. */
  readonly captureFailed: number;
  /** Refunds that came undone or were sent back, added up. */
  readonly refundFailed: number;
  /** The largest amount a dispute was noticed for. */
  readonly disputed: number;
  /** Chargebacks, added up. */
  readonly chargedBack: number;
  /** Chargebacks reversed in the shop's favour, added up. */
  readonly chargebackReversed: number;
  /** How many failure reports were counted, per change. */
  readonly failures: PaymentFailureCounts;
  /** The largest number of failures staff said they handled. */
  readonly handled: number;
}

/** A payment no report has come for yet. */
export const EMPTY_PAYMENT_LEDGER: PaymentLedger = {
  seen: [],
  authorized: 0,
  captured: 0,
  capturedOnAuthorization: 0,
  refunded: 0,
  cancelled: false,
  refused: false,
  captureFailed: 0,
  refundFailed: 0,
  disputed: 0,
  chargedBack: 0,
  chargebackReversed: 0,
  failures: { capture: 0, cancel: 0, refund: 0, dispute: 0 },
  handled: 0,
};

/** A ledger stored before some of its fields existed, completed with the empty values. */
export function paymentLedgerFrom(stored: Partial<PaymentLedger>): PaymentLedger {
  return {
    ...EMPTY_PAYMENT_LEDGER,
    ...stored,
    failures: { ...EMPTY_PAYMENT_LEDGER.failures, ...stored.failures },
  };
}

/** One more failure of `change`. */
function failed(ledger: PaymentLedger, change: keyof PaymentFailureCounts): PaymentFailureCounts {
  return { ...ledger.failures, [change]: ledger.failures[change] + 1 };
}

/** The facts one report adds, without its id. */
function factsOf(ledger: PaymentLedger, { kind, amount }: PaymentEvent): Partial<PaymentLedger> {
  switch (kind) {
    case 'authorized':
      return { authorized: Math.max(ledger.authorized, amount) };
    case 'refused':
      return { refused: true };
    case 'captured':
      return { captured: ledger.captured + amount };
    case 'capturedOnAuthorization':
      return { capturedOnAuthorization: Math.max(ledger.capturedOnAuthorization, amount) };
    case 'cancelled':
      return { cancelled: true };
    case 'refunded':
      return { refunded: ledger.refunded + amount };
    case 'captureRefused':
      return { failures: failed(ledger, 'capture') };
    case 'cancelRefused':
      return { failures: failed(ledger, 'cancel') };
    case 'refundRefused':
      return { failures: failed(ledger, 'refund') };
    case 'captureFailed':
      return { captureFailed: ledger.captureFailed + amount, failures: failed(ledger, 'capture') };
    case 'refundFailed':
    case 'refundReversed':
      return { refundFailed: ledger.refundFailed + amount, failures: failed(ledger, 'refund') };
    case 'disputeNoticed':
      return { disputed: Math.max(ledger.disputed, amount), failures: failed(ledger, 'dispute') };
    case 'chargedBack':
      return { chargedBack: ledger.chargedBack + amount, failures: failed(ledger, 'dispute') };
    case 'chargebackReversed':
      return { chargebackReversed: ledger.chargebackReversed + amount };
    case 'handled':
      return { handled: Math.max(ledger.handled, amount) };
  }
}

/**
 * Counts a provider's report: a report already counted (a webhook delivered again) changes
 * nothing and says so, which is what makes a replayed webhook harmless.
 */
export function applyPaymentEvent(
  ledger: PaymentLedger,
  event: PaymentEvent,
): { readonly ledger: PaymentLedger; readonly duplicate: boolean } {
  if (!Number.isSafeInteger(event.amount) || event.amount < 0)
    throw new DomainError('invalid_data', `Invalid payment event amount: ${event.amount}`, {
      amount: 'must be an integer of minor units, 0 or more',
    });
  if (ledger.seen.includes(event.id)) return { ledger, duplicate: true };
  return {
    ledger: { ...ledger, ...factsOf(ledger, event), seen: [...ledger.seen, event.id] },
    duplicate: false,
  };
}

/** The ledger of a payment's reports, each counted once. */
export function paymentLedgerOf(events: readonly PaymentEvent[]): PaymentLedger {
  return events.reduce(
    (ledger, event) => applyPaymentEvent(ledger, event).ledger,
    EMPTY_PAYMENT_LEDGER,
  );
}

/** How many failure reports a ledger counted, all changes together. */
export function failureCount(ledger: PaymentLedger): number {
  const { capture, cancel, refund, dispute } = ledger.failures;
  return capture + cancel + refund + dispute;
}
