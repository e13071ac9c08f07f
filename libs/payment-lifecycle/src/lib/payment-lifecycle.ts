import { DomainError } from '@nordshop/domain-error';

/**
 * The states of an order's payment as card, wallet, bank and invoice providers define its life:
 * waiting for the shopper or the provider (pending), approved and reserved (authorized), money
 * taken (paid), the reservation released before any was taken (cancelled), all that was taken
 * given back (refunded), or not approved at all (failed).
 */
export const PAYMENT_STATES = [
  'pending',
  'authorized',
  'paid',
  'cancelled',
  'refunded',
  'failed',
] as const;

/** One of {@link PAYMENT_STATES}. */
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** What a provider reports about a payment, whatever its own name for it. */
export const PAYMENT_EVENT_KINDS = [
  'authorized',
  'refused',
  'captured',
  'cancelled',
  'refunded',
] as const;

/** One of {@link PAYMENT_EVENT_KINDS}. */
export type PaymentEventKind = (typeof PAYMENT_EVENT_KINDS)[number];

/** One report of a provider (a webhook's notification, or the answer to the shop's own call). */
export interface PaymentEvent {
  /** The provider's id of the report: the same report twice counts once. */
  readonly id: string;
  readonly kind: PaymentEventKind;
  /** Minor units the report authorizes, captures or refunds (0 for refused and cancelled). */
  readonly amount: number;
}

/**
 * What the reports of one payment add up to. Every field only grows, whatever order the reports
 * arrive in, so the state they give does not depend on that order (providers do not promise one).
 */
export interface PaymentLedger {
  /** The ids of the reports counted, in the order they came. */
  readonly seen: readonly string[];
  /** The largest amount authorized. */
  readonly authorized: number;
  /** The amounts captured, added up. */
  readonly captured: number;
  /** The amounts refunded, added up. */
  readonly refunded: number;
  readonly cancelled: boolean;
  readonly refused: boolean;
}

/** A payment no report has come for yet. */
export const EMPTY_PAYMENT_LEDGER: PaymentLedger = {
  seen: [],
  authorized: 0,
  captured: 0,
  refunded: 0,
  cancelled: false,
  refused: false,
};

/** Adds one report's facts to a ledger that has not counted it yet. */
function withEvent(ledger: PaymentLedger, event: PaymentEvent): PaymentLedger {
  const seen = [...ledger.seen, event.id];
  switch (event.kind) {
    case 'authorized':
      return { ...ledger, seen, authorized: Math.max(ledger.authorized, event.amount) };
    case 'captured':
      return { ...ledger, seen, captured: ledger.captured + event.amount };
    case 'refunded':
      return { ...ledger, seen, refunded: ledger.refunded + event.amount };
    case 'cancelled':
      return { ...ledger, seen, cancelled: true };
    case 'refused':
      return { ...ledger, seen, refused: true };
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
  return { ledger: withEvent(ledger, event), duplicate: false };
}

/** The ledger of a payment's reports, each counted once. */
export function paymentLedgerOf(events: readonly PaymentEvent[]): PaymentLedger {
  return events.reduce(
    (ledger, event) => applyPaymentEvent(ledger, event).ledger,
    EMPTY_PAYMENT_LEDGER,
  );
}

/**
 * The state a ledger gives. Money taken decides first: a refund means at least that much was
 * captured (its capture report may still be on its way), and all of it given back is refunded,
 * part of it still paid. Without money taken: a released reservation is cancelled, a reservation
 * authorized, a refusal without any approval failed, nothing yet pending.
 */
export function paymentStateOf(ledger: PaymentLedger): PaymentState {
  const captured = Math.max(ledger.captured, ledger.refunded);
  if (captured > 0) return ledger.refunded >= captured ? 'refunded' : 'paid';
  if (ledger.cancelled) return 'cancelled';
  if (ledger.authorized > 0) return 'authorized';
  if (ledger.refused) return 'failed';
  return 'pending';
}

/** What is left to refund of a payment: what was captured, less what was refunded. */
export function refundableAmount(ledger: PaymentLedger): number {
  return Math.max(0, ledger.captured - ledger.refunded);
}

/** The order statuses a payment sets; the others (shipped, delivered) the shop sets itself. */
export type OrderPaymentStatus = 'pending' | 'authorized' | 'paid' | 'cancelled' | 'refunded';

/** The order status each payment state gives an order that has not left the shop. */
const ORDER_STATUS_OF_PAYMENT: Readonly<Record<PaymentState, OrderPaymentStatus>> = {
  pending: 'pending',
  authorized: 'authorized',
  paid: 'paid',
  cancelled: 'cancelled',
  failed: 'cancelled',
  refunded: 'refunded',
};

/**
 * The status of an order paid through a provider once its payment is in `payment`. Before it
 * ships the order follows its payment (a refused or released payment cancels it); a shipped or
 * delivered order keeps its status until all money taken is refunded; a refunded order stays so,
 * and so does a cancelled one (its units are back in stock: money that comes for it after all is
 * the shop's to give back, not a reason to revive it).
 */
export function orderStatusAfterPayment<S extends string>(
  current: S,
  payment: PaymentState,
): S | OrderPaymentStatus {
  if (current === 'refunded' || current === 'cancelled') return current;
  if (current === 'shipped' || current === 'delivered')
    return payment === 'refunded' ? 'refunded' : current;
  return ORDER_STATUS_OF_PAYMENT[payment];
}
