export {
  EMPTY_PAYMENT_LEDGER,
  PAYMENT_EVENT_KINDS,
  PAYMENT_STATES,
  applyPaymentEvent,
  paymentLedgerOf,
  paymentStateOf,
  refundableAmount,
  type PaymentEvent,
  type PaymentEventKind,
  type PaymentLedger,
  type PaymentState,
} from './lib/payment-lifecycle';
