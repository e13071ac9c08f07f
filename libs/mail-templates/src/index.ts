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
