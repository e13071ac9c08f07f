import { MailLayout } from '../components/mail-layout';
import {
  ButtonLink,
  MailHeading,
  MailSubheading,
  Paragraph,
  SummaryRow,
  SummaryTable,
} from '../components/mail-parts';
import { ReturnLines } from '../components/order-lines';
import { mailMoney } from '../mail-format';
import { MAIL_STRINGS } from '../mail-strings-table';
import type { RefundMadeView, RenderedMail } from '../mail-view';
import { renderMail } from '../render-mail';

/** The refund as a React element (see {@link renderRefundMade}). */
export function RefundMadeMail({ view }: { readonly view: RefundMadeView }) {
  const { brand, links } = view;
  const { locale } = brand;
  const strings = MAIL_STRINGS[locale];
  const orderNumber = String(view.orderId);
  const amount = mailMoney(view.amount, locale, view.currency);
  const text = strings.refundText(amount, view.paymentName, orderNumber);
  return (
    <MailLayout brand={brand} title={strings.refundSubject(orderNumber)} preview={text}>
      <MailHeading>{strings.refundHeading}</MailHeading>
      <Paragraph>{text}</Paragraph>
      <Paragraph>{strings.refundTiming}</Paragraph>
      <SummaryTable>
        <SummaryRow label={strings.payment} value={view.paymentName} />
        <SummaryRow label={strings.refundAmount} value={amount} emphasis />
      </SummaryTable>
      <MailSubheading>{strings.refundedItems}</MailSubheading>
      <ReturnLines locale={locale} lines={view.lines} />
      <ButtonLink href={links.order} label={strings.viewOrder} />
    </MailLayout>
  );
}

/** Money went back for returned lines: the amount in the order's currency, where it went, the lines. */
export function renderRefundMade(view: RefundMadeView): Promise<RenderedMail> {
  const subject = MAIL_STRINGS[view.brand.locale].refundSubject(String(view.orderId));
  return renderMail(subject, <RefundMadeMail view={view} />);
}
