import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { DeliveryDetails } from '../components/delivery-details';
import { MailLayout } from '../components/mail-layout';
import {
  ButtonLink,
  MailHeading,
  MailSubheading,
  Paragraph,
  TextLink,
} from '../components/mail-parts';
import { OrderLines } from '../components/order-lines';
import { OrderTotals } from '../components/order-totals';
import * as s from '../components/styles';
import { mailDate, mailDuration, mailMoney } from '../mail-format';
import { MAIL_STRINGS } from '../mail-strings-table';
import { WITHDRAWAL_DAYS, type OrderConfirmationView, type RenderedMail } from '../mail-view';
import { renderMail } from '../render-mail';

/** The order confirmation as a React element (see {@link renderOrderConfirmation}). */
export function OrderConfirmationMail({ view }: { readonly view: OrderConfirmationView }) {
  const { brand, order, links, accountLink } = view;
  const { locale } = brand;
  const strings = MAIL_STRINGS[locale];
  const orderNumber = String(order.id);
  return (
    <MailLayout
      brand={brand}
      title={strings.confirmationSubject(orderNumber)}
      preview={strings.confirmationPreview(
        orderNumber,
        mailMoney(order.total, locale, order.currency),
      )}
    >
      <MailHeading>{strings.confirmationHeading}</MailHeading>
      <Paragraph>{strings.greeting(order.customerName)}</Paragraph>
      <Paragraph>{strings.confirmationIntro}</Paragraph>
      <Paragraph>
        <strong>{`${strings.orderNumber}:`}</strong>
        {` ${orderNumber}`}
        <br />
        <strong>{`${strings.orderDate}:`}</strong>
        {` ${mailDate(order.placedAt, locale)}`}
      </Paragraph>
      <ButtonLink href={links.order} label={strings.followOrder} />

      <MailSubheading>{strings.yourOrder}</MailSubheading>
      <OrderLines locale={locale} currency={order.currency} lines={order.lines} />
      <OrderTotals locale={locale} order={order} />

      <DeliveryDetails locale={locale} order={order} />

      {accountLink ? (
        <Section style={s.box}>
          <MailSubheading>{strings.accountHeading}</MailSubheading>
          <Paragraph>{strings.accountText}</Paragraph>
          <ButtonLink
            href={accountLink.url}
            label={strings.accountButton}
            fallback={strings.buttonFallback}
          />
          <Text style={s.small}>
            {strings.linkValidity(mailDuration(accountLink.linkMinutes, locale))}
          </Text>
        </Section>
      ) : null}

      <MailSubheading>{strings.withdrawalHeading}</MailSubheading>
      <Paragraph>{strings.withdrawal(WITHDRAWAL_DAYS)}</Paragraph>
      <Paragraph>
        <TextLink href={links.returns}>{strings.startReturn}</TextLink>
        {' · '}
        <TextLink href={links.terms}>{strings.terms}</TextLink>
      </Paragraph>
    </MailLayout>
  );
}

/**
 * The order confirmation in the storefront's language: the order number and date, every line,
 * the sums with VAT per rate in the order's currency, delivery, the right of withdrawal with the
 * returns link, the order and terms links, and the new account's link when one was asked for.
 */
export function renderOrderConfirmation(view: OrderConfirmationView): Promise<RenderedMail> {
  const subject = MAIL_STRINGS[view.brand.locale].confirmationSubject(String(view.order.id));
  return renderMail(subject, <OrderConfirmationMail view={view} />);
}
