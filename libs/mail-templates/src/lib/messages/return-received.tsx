import { MailLayout } from '../components/mail-layout';
import { ButtonLink, MailHeading, MailSubheading, Paragraph } from '../components/mail-parts';
import { ReturnLines } from '../components/order-lines';
import { MAIL_STRINGS } from '../mail-strings-table';
import type { RenderedMail, ReturnReceivedView } from '../mail-view';
import { renderMail } from '../render-mail';

/** The received return as a React element (see {@link renderReturnReceived}). */
export function ReturnReceivedMail({ view }: { readonly view: ReturnReceivedView }) {
  const { brand, links } = view;
  const { locale } = brand;
  const strings = MAIL_STRINGS[locale];
  const orderNumber = String(view.orderId);
  return (
    <MailLayout
      brand={brand}
      title={strings.returnSubject(orderNumber)}
      preview={strings.returnText(orderNumber)}
    >
      <MailHeading>{strings.returnHeading}</MailHeading>
      <Paragraph>{strings.returnText(orderNumber)}</Paragraph>
      <MailSubheading>{strings.returnedItems}</MailSubheading>
      <ReturnLines locale={locale} lines={view.lines} />
      <MailSubheading>{strings.returnNextHeading}</MailSubheading>
      <Paragraph>{strings.returnNext}</Paragraph>
      <ButtonLink href={links.returns} label={strings.viewReturn} />
    </MailLayout>
  );
}

/** The shop received the return of the listed lines, and what happens next. */
export function renderReturnReceived(view: ReturnReceivedView): Promise<RenderedMail> {
  const subject = MAIL_STRINGS[view.brand.locale].returnSubject(String(view.orderId));
  return renderMail(subject, <ReturnReceivedMail view={view} />);
}
