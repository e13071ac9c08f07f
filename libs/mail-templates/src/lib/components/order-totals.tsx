import type { LocaleCode } from '@nordshop/locale-config';
import { mailMoney, mailPercent, mailVatMoney } from '../mail-format';
import { MAIL_STRINGS } from '../mail-strings-table';
import type { MailOrder } from '../mail-view';
import { SummaryRow, SummaryTable } from './mail-parts';

/** Props of {@link OrderTotals}. */
export interface OrderTotalsProps {
  readonly locale: LocaleCode;
  readonly order: MailOrder;
}

/**
 * The order's sums as it was stored: subtotal, discount with its coupon codes, shipping ("free"
 * at 0), the payment method and its fee, the total, then the VAT it holds per rate and in all.
 */
export function OrderTotals({ locale, order }: OrderTotalsProps) {
  const strings = MAIL_STRINGS[locale];
  const money = (amount: number) => mailMoney(amount, locale, order.currency);
  const vatMoney = (amount: number) => mailVatMoney(amount, locale, order.currency);
  const discountLabel =
    order.coupons.length > 0
      ? `${strings.discount} (${strings.couponCodes(order.coupons)})`
      : strings.discount;
  return (
    <SummaryTable>
      <SummaryRow label={strings.subtotal} value={money(order.subtotal)} />
      {order.discount > 0 ? (
        <SummaryRow label={discountLabel} value={money(-order.discount)} />
      ) : null}
      <SummaryRow
        label={`${strings.shipping}: ${order.shippingName}`}
        value={order.shippingPrice > 0 ? money(order.shippingPrice) : strings.free}
      />
      <SummaryRow
        label={`${strings.payment}: ${order.paymentName}`}
        value={order.paymentFee > 0 ? money(order.paymentFee) : ''}
      />
      <SummaryRow label={strings.total} value={money(order.total)} emphasis />
      {order.vat.map((vat) => (
        <SummaryRow
          key={vat.rate}
          label={strings.vatAtRate(mailPercent(vat.rate, locale))}
          value={vatMoney(vat.amount)}
          muted
        />
      ))}
      <SummaryRow label={strings.vatTotal} value={vatMoney(order.vatTotal)} muted />
    </SummaryTable>
  );
}
