import type { Order } from '@nordshop/api-contract';
import { orderTotals } from '@nordshop/checkout';
import { useStrings } from '@nordshop/catalog-ui';
import {
  CURRENCY_DIGITS,
  STOREFRONTS,
  exVatPrice,
  formatMoney,
  isLocaleCode,
  type LocaleCode,
} from '@nordshop/locale-config';
import { OrderDetails } from '../account/order-details';
import { PriceSummary } from '../cart/price-summary';

/** Decimals of an amount ex VAT: whole öre and cents. */
const EX_VAT_DIGITS = 2;

/**
 * An order's amount as the confirmation writes it: in the order's currency, with its digits incl.
 * VAT, or with minor units ex VAT (spec section 9, as the drawer and the checkout write them).
 */
function orderMoney(order: Pick<Order, 'currency'>, locale: LocaleCode) {
  return (minor: number, includeVat: boolean) =>
    formatMoney(minor, locale, {
      currency: order.currency,
      digits: includeVat ? CURRENCY_DIGITS[order.currency] : EX_VAT_DIGITS,
    });
}

/**
 * The order just placed, as the checkout showed it (decision 032): its lines and totals in the
 * display mode (the checkout's rule, `orderTotals`; the amount to pay is the order's charged
 * total), the company and its organisation number for a company order, the address, shipping and
 * payment.
 */
export function ConfirmationSummary({
  order,
  locale,
  includeVat,
}: {
  order: Order;
  locale: LocaleCode;
  includeVat: boolean;
}) {
  const { t } = useStrings();
  const money = orderMoney(order, locale);
  const feeVat = STOREFRONTS[isLocaleCode(order.locale) ? order.locale : locale].standardVatRate;
  const totals = orderTotals(order, includeVat, feeVat);
  const shown = (minor: number) => money(minor, includeVat);
  return (
    <div className="confirmation__order">
      <ul className="checkout__lines">
        {order.lines.map((line) => (
          <li key={line.id}>
            {line.thumb ? <img src={line.thumb.url} width={48} height={48} alt="" /> : <span />}
            <span className="checkout__line-name">
              {line.quantity} × {line.name}
            </span>
            <span>{shown(includeVat ? line.total : exVatPrice(line.total, line.vat))}</span>
          </li>
        ))}
      </ul>
      <PriceSummary
        totals={totals}
        charges={[
          {
            label: t('checkout.shipping_cost'),
            text: order.shipping.price === 0 ? t('checkout.free') : shown(totals.shipping),
          },
          ...(order.payment.fee > 0
            ? [{ label: t('checkout.payment_fee'), text: shown(totals.paymentFee) }]
            : []),
        ]}
        money={money}
        className="checkout__totals"
        totalClassName="checkout__total"
        totalTestId="order-total"
      />
      <OrderDetails order={order} />
    </div>
  );
}
