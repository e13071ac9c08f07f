export {
  REDUCED_VAT_RATE,
  aLoginLinkView,
  aMailBrand,
  aMailOrder,
  aMailOrderLine,
  aMailOrderLinks,
  aPasswordChangedView,
  aPaymentFailedView,
  aRefundMadeView,
  aReturnReceivedView,
  aShippingNoticeView,
  anOrderConfirmationView,
} from './mail-fixtures';
export { SAMPLE_MAILS } from './sample-mails';
export type { SampleMail } from './sample-mails';
