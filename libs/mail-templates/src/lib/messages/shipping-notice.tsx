import { MailLayout } from '../components/mail-layout';
import { DeliveryDetails } from '../components/delivery-details';
import {
  ButtonLink,
  MailHeading,
  Paragraph,
  SummaryRow,
  SummaryTable,
  TextLink,
} from '../components/mail-parts';
import { MAIL_STRINGS } from '../mail-strings-table';
import type { RenderedMail, ShippingNoticeView } from '../mail-view';
import { renderMail } from '../render-mail';

/** The shipping notice as a React element (see {@link renderShippingNotice}). */
export function ShippingNoticeMail({ view }: { readonly view: ShippingNoticeView }) {
  const { brand, order, links } = view;
  const { locale } = brand;
  const strings = MAIL_STRINGS[locale];
  const orderNumber = String(order.id);
  return (
    <MailLayout
      brand={brand}
      title={strings.shippedSubject(orderNumber)}
      preview={strings.shippedPreview(view.carrier)}
    >
      <MailHeading>{strings.shippedHeading}</MailHeading>
      <Paragraph>{strings.greeting(order.customerName)}</Paragraph>
      <Paragraph>{strings.shippedText(orderNumber, view.carrier)}</Paragraph>
      <SummaryTable>
        <SummaryRow label={strings.carrier} value={view.carrier} wrap />
        <SummaryRow label={strings.trackingNumber} value={view.trackingNumber} wrap />
        <SummaryRow label={strings.orderNumber} value={orderNumber} wrap />
      </SummaryTable>
      {view.trackingUrl ? <ButtonLink href={view.trackingUrl} label={strings.trackParcel} /> : null}
      <DeliveryDetails locale={locale} order={order} />
      <Paragraph>
        <TextLink href={links.order}>{strings.followOrder}</TextLink>
      </Paragraph>
    </MailLayout>
  );
}

/**
 * The order is on its way: carrier and tracking number, the carrier's tracking page as a button
 * when it has one, where and when it is expected, and the order's link.
 */
export function renderShippingNotice(view: ShippingNoticeView): Promise<RenderedMail> {
  const subject = MAIL_STRINGS[view.brand.locale].shippedSubject(String(view.order.id));
  return renderMail(subject, <ShippingNoticeMail view={view} />);
}
