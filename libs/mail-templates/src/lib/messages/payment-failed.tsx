import { buildPath } from '@nordshop/locale-config';
import { MailLayout } from '../components/mail-layout';
import {
  ButtonLink,
  MailHeading,
  MailSubheading,
  Paragraph,
  SummaryRow,
  SummaryTable,
} from '../components/mail-parts';
import { OrderLines } from '../components/order-lines';
import { mailMoney } from '../mail-format';
import { MAIL_STRINGS } from '../mail-strings-table';
import type { PaymentFailedView, RenderedMail } from '../mail-view';
import { renderMail } from '../render-mail';

function subjectOf(view: PaymentFailedView): string {
  const strings = MAIL_STRINGS[view.brand.locale];
  const orderNumber = String(view.order.id);
  return view.reason === 'cancelled'
    ? strings.paymentCancelledSubject(orderNumber)
    : strings.paymentFailedSubject(orderNumber);
}

/** The failed or cancelled payment as a React element (see {@link renderPaymentFailed}). */
export function PaymentFailedMail({ view }: { readonly view: PaymentFailedView }) {
  const { brand, order } = view;
  const { locale } = brand;
  const strings = MAIL_STRINGS[locale];
  const orderNumber = String(order.id);
  const cancelled = view.reason === 'cancelled';
  const intro = cancelled
    ? strings.paymentCancelledText(orderNumber)
    : strings.paymentFailedText(orderNumber);
  return (
    <MailLayout brand={brand} title={subjectOf(view)} preview={`${intro} ${strings.notShipped}`}>
      <MailHeading>
        {cancelled ? strings.paymentCancelledHeading : strings.paymentFailedHeading}
      </MailHeading>
      <Paragraph>{strings.greeting(order.customerName)}</Paragraph>
      <Paragraph>{`${intro} ${strings.notShipped}`}</Paragraph>
      <Paragraph>{strings.tryAgainText}</Paragraph>
      <ButtonLink
        href={`${brand.origin}${buildPath('index', {}, brand.locale)}`}
        label={strings.tryAgainButton}
      />

      <MailSubheading>{strings.yourOrder}</MailSubheading>
      <OrderLines locale={locale} currency={order.currency} lines={order.lines} />
      <SummaryTable>
        <SummaryRow
          label={strings.total}
          value={mailMoney(order.total, locale, order.currency)}
          emphasis
        />
      </SummaryTable>
    </MailLayout>
  );
}

/**
 * The payment of an order failed or was cancelled (`reason`): the order will not be sent; its
 * lines and total, and the way back to the shop to order again.
 */
export function renderPaymentFailed(view: PaymentFailedView): Promise<RenderedMail> {
  return renderMail(subjectOf(view), <PaymentFailedMail view={view} />);
}
