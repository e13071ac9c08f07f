import type { LocaleCode } from '@nordshop/locale-config';
import {
  renderLoginLink,
  renderOrderConfirmation,
  renderPasswordChanged,
  renderPaymentFailed,
  renderRefundMade,
  renderReturnReceived,
  renderShippingNotice,
} from '../index';
import type { RenderedMail } from '../lib/mail-view';
import {
  aLoginLinkView,
  aPasswordChangedView,
  aPaymentFailedView,
  aRefundMadeView,
  aReturnReceivedView,
  aShippingNoticeView,
  anOrderConfirmationView,
} from './mail-fixtures';

/** One sample message: a name for its file and how to render it in a storefront's language. */
export interface SampleMail {
  readonly name: string;
  readonly render: (locale: LocaleCode) => Promise<RenderedMail>;
}

/** Every message (and every variant: payment reasons, login purposes) rendered from fixtures. */
export const SAMPLE_MAILS: readonly SampleMail[] = [
  {
    name: 'order-confirmation',
    render: (locale) => renderOrderConfirmation(anOrderConfirmationView(locale)),
  },
  { name: 'payment-failed', render: (locale) => renderPaymentFailed(aPaymentFailedView(locale)) },
  {
    name: 'payment-cancelled',
    render: (locale) => renderPaymentFailed(aPaymentFailedView(locale, { reason: 'cancelled' })),
  },
  {
    name: 'shipping-notice',
    render: (locale) => renderShippingNotice(aShippingNoticeView(locale)),
  },
  {
    name: 'return-received',
    render: (locale) => renderReturnReceived(aReturnReceivedView(locale)),
  },
  { name: 'refund-made', render: (locale) => renderRefundMade(aRefundMadeView(locale)) },
  {
    name: 'login-password-reset',
    render: (locale) => renderLoginLink(aLoginLinkView(locale)),
  },
  {
    name: 'login-welcome',
    render: (locale) => renderLoginLink(aLoginLinkView(locale, { purpose: 'welcome', name: '' })),
  },
  {
    name: 'login-existing-account',
    render: (locale) => renderLoginLink(aLoginLinkView(locale, { purpose: 'existing-account' })),
  },
  {
    name: 'password-changed',
    render: (locale) => renderPasswordChanged(aPasswordChangedView(locale)),
  },
];
