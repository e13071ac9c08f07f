export {
  EMPTY_PAYMENT_LEDGER,
  PAYMENT_EVENT_KINDS,
  PAYMENT_FAILURE_KINDS,
  applyPaymentEvent,
  failureCount,
  isPaymentFailure,
  paymentLedgerFrom,
  paymentLedgerOf,
  type PaymentEvent,
  type PaymentEventKind,
  type PaymentFailureCounts,
  type PaymentFailureKind,
  type PaymentLedger,
} from './lib/payment-ledger';
export {
  PAYMENT_ATTENTIONS,
  PAYMENT_STATES,
  capturableAmount,
  capturedAmount,
  chargedBackAmount,
  givenBackAmount,
  paymentAttentionOf,
  paymentStateOf,
  refundableAmount,
  type PaymentAttention,
  type PaymentState,
} from './lib/payment-state';
export {
  ORDER_ATTENTION_STATUSES,
  isOrderAttention,
  orderFollowingPayment,
  orderStatusAfterPayment,
  type OrderAttentionStatus,
  type OrderPaymentPosition,
  type OrderPaymentStatus,
} from './lib/order-status';
export {
  RETURNABLE_STATUSES,
  RETURN_WINDOW_DAYS,
  canReturn,
  decideReturn,
  isReturnableStatus,
  notReturnableReason,
  returnWindowEnd,
  returnableQuantities,
  returnableUntil,
  type ReturnDecision,
  type ReturnLineRequest,
  type ReturnableOrder,
  type ReturnableStatus,
} from './lib/return-rules';
export { returnRefundAmount, type ReturnedLine } from './lib/return-refund-amount';
export { orderMessageOf, type OrderMessage, type OrderStatusChange } from './lib/order-message';
export {
  ORDER_EVENT_TYPES,
  orderEventsOf,
  orderReturnEventOf,
  type OrderEventType,
  type ReturnEvent,
} from './lib/order-event';
