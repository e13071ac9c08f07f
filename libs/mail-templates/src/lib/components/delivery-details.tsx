import { Text } from '@react-email/text';
import type { LocaleCode } from '@nordshop/locale-config';
import { mailDateRange } from '../mail-format';
import { MAIL_STRINGS } from '../mail-strings-table';
import type { MailOrder } from '../mail-view';
import { MailSubheading, Paragraph } from './mail-parts';
import * as s from './styles';

/** Props of {@link DeliveryDetails}. */
export interface DeliveryDetailsProps {
  readonly locale: LocaleCode;
  readonly order: MailOrder;
}

/**
 * Where the order goes (the pick-up point when it goes to one, and the delivery address) and
 * when it is expected, in the storefront's language.
 */
export function DeliveryDetails({ locale, order }: DeliveryDetailsProps) {
  const strings = MAIL_STRINGS[locale];
  const address = order.companyName ? [order.companyName, ...order.address] : order.address;
  return (
    <>
      <MailSubheading>{strings.delivery}</MailSubheading>
      {order.servicePoint ? (
        <Paragraph>
          <strong>{strings.servicePoint}</strong>
          <br />
          {order.servicePoint}
        </Paragraph>
      ) : null}
      {address.length > 0 ? (
        <Paragraph>
          <strong>{strings.deliveryAddress}</strong>
          {address.map((addressLine, index) => (
            <span key={index}>
              <br />
              {addressLine}
            </span>
          ))}
        </Paragraph>
      ) : null}
      {order.delivery ? (
        <Text style={s.text}>
          <strong>{`${strings.deliveryEstimate}:`}</strong>
          {` ${mailDateRange(order.delivery.from, order.delivery.to, locale)}`}
        </Text>
      ) : null}
    </>
  );
}
