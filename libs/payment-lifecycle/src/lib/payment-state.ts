import { failureCount, type PaymentLedger } from './payment-ledger';

/**
 * The states of an order's payment as card, wallet, bank and invoice providers define its life:
 * waiting for the shopper or the provider (pending), approved and reserved (authorized), the total
 * taken (paid), the reservation released before any was taken (cancelled), all that was taken
 * given back (refunded), or not approved at all (failed). Three more say the shop must act: money
 * it counted as taken was not (capture_failed), money it gave back did not reach the shopper
 * (refund_failed), or the shopper's bank disputes the payment (disputed).
 */
export const PAYMENT_STATES = [
  'pending',
  'authorized',
  'paid',
  'cancelled',
  'refunded',
  'failed',
  'capture_failed',
  'refund_failed',
  'disputed',
] as const;

/** One of {@link PAYMENT_STATES}. */
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** Why a payment needs staff: one of the three states above, or a release the provider refused. */
export const PAYMENT_ATTENTIONS = [
  'capture_failed',
  'refund_failed',
  'disputed',
  'cancel_failed',
] as const;

/** One of {@link PAYMENT_ATTENTIONS}. */
export type PaymentAttention = (typeof PAYMENT_ATTENTIONS)[number];

/**
 * What was taken and stays taken: the capture with the authorization and the captures asked for,
 * less those undone, never more than was authorized (a provider that also reports its automatic
 * capture as a capture reports the same money twice; a capture taken again after one failed is
 * new money).
 */
export function capturedAmount(ledger: PaymentLedger): number {
  const { authorized, captured, capturedOnAuthorization, captureFailed } = ledger;
  const taken = Math.max(0, capturedOnAuthorization + captured - captureFailed);
  return Math.min(taken, Math.max(authorized, captured, capturedOnAuthorization));
}

/** What the shopper's bank holds back from a chargeback not reversed. */
export function chargedBackAmount(ledger: PaymentLedger): number {
  return Math.max(0, ledger.chargedBack - ledger.chargebackReversed);
}

/** What was given back and stays given back: refunds less those undone, and chargebacks. */
export function givenBackAmount(ledger: PaymentLedger): number {
  return Math.max(0, ledger.refunded - ledger.refundFailed) + chargedBackAmount(ledger);
}

/** Whether a dispute is open: more noticed or charged back than was reversed. */
const disputeOpen = (ledger: PaymentLedger) =>
  Math.max(ledger.disputed, ledger.chargedBack) > ledger.chargebackReversed;

/** Whether failures were counted that staff have not said they handled. */
const unhandled = (ledger: PaymentLedger) => failureCount(ledger) > ledger.handled;

/** The state of the money alone, as if nothing had gone wrong. */
function moneyStateOf(ledger: PaymentLedger, total: number): PaymentState {
  // A refund proves at least that much was taken, even before the capture's own report arrives.
  const refunded = Math.max(0, ledger.refunded - ledger.refundFailed);
  const taken = Math.max(capturedAmount(ledger), refunded);
  if (taken > 0 && givenBackAmount(ledger) >= taken) return 'refunded';
  if (taken > 0 && taken >= total) return 'paid';
  if (ledger.cancelled) return 'cancelled';
  if (ledger.authorized > 0 && ledger.authorized >= total) return 'authorized';
  if (ledger.refused) return 'failed';
  return 'pending';
}

/**
 * The state the ledger gives for a payment of `total` (minor units). While failures are counted
 * that staff have not handled: an open dispute is `disputed`; a refund that failed is
 * `refund_failed` (only staff can say it was paid back another way); a capture that failed or was
 * refused is `capture_failed` until the total is taken after all. Otherwise the money decides:
 * all that was taken given back (refunds and chargebacks) is `refunded`, the whole total taken is
 * `paid` (a capture of part of it is not), then a release is `cancelled`, a reservation of the
 * total `authorized`, a refusal without any approval `failed`, nothing yet `pending`.
 */
export function paymentStateOf(ledger: PaymentLedger, total: number): PaymentState {
  const money = moneyStateOf(ledger, total);
  if (!unhandled(ledger)) return money;
  if (disputeOpen(ledger)) return 'disputed';
  if (ledger.failures.refund > 0) return 'refund_failed';
  if (ledger.failures.capture > 0 && !ledger.cancelled && capturedAmount(ledger) < total)
    return 'capture_failed';
  return money;
}

/** Why staff must look at the payment, or null: its state, or a refused release of what is still reserved. */
export function paymentAttentionOf(ledger: PaymentLedger, total: number): PaymentAttention | null {
  const state = paymentStateOf(ledger, total);
  if (state === 'capture_failed' || state === 'refund_failed' || state === 'disputed') return state;
  if (state === 'authorized' && ledger.failures.cancel > 0 && unhandled(ledger))
    return 'cancel_failed';
  return null;
}

/** What is left to refund of a payment: what stays taken, less what was given back. */
export function refundableAmount(ledger: PaymentLedger): number {
  return Math.max(0, capturedAmount(ledger) - givenBackAmount(ledger));
}

/** What is left to capture of a reservation that was neither released nor taken in full. */
export function capturableAmount(ledger: PaymentLedger): number {
  if (ledger.cancelled) return 0;
  return Math.max(0, ledger.authorized - capturedAmount(ledger));
}
