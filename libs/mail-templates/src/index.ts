export { WITHDRAWAL_DAYS } from './lib/mail-view';
export type {
  LoginLinkView,
  MailBrand,
  MailOrder,
  MailOrderLine,
  MailOrderLinks,
  MailReturnLine,
  MailVatLine,
  OrderConfirmationView,
  PasswordChangedView,
  PaymentFailedView,
  RefundMadeView,
  RenderedMail,
  ReturnReceivedView,
  ShippingNoticeView,
} from './lib/mail-view';

export { renderOrderConfirmation } from './lib/messages/order-confirmation';
export { renderPaymentFailed } from './lib/messages/payment-failed';
export { renderShippingNotice } from './lib/messages/shipping-notice';
export { renderReturnReceived } from './lib/messages/return-received';
export { renderRefundMade } from './lib/messages/refund-made';
export { renderLoginLink } from './lib/messages/login-link';
export { renderPasswordChanged } from './lib/messages/password-changed';
