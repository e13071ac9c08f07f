import type { Order } from '@nordshop/api-contract';
import type { LocaleCode } from '@nordshop/locale-config';
import { useStrings } from '@nordshop/catalog-ui';
import { OrderDetails } from './order-details';
import { formatOrderMoney } from './order-format';

/**
 * An order's lines, totals and details (order tracking, my account): its amounts in the order's own
 * currency, whichever storefront shows it.
 */
export function OrderSummary({ order, locale }: { order: Order; locale: LocaleCode }) {
  const { t } = useStrings();
  const money = (minor: number) => formatOrderMoney(minor, order, locale);
  return (
    <div className="confirmation__order">
      <ul className="checkout__lines">
        {order.lines.map((line) => (
          <li key={line.id}>
            {line.thumb ? <img src={line.thumb.url} width={48} height={48} alt="" /> : <span />}
            <span className="checkout__line-name">
              {line.quantity} × {line.name}
            </span>
            <span>{money(line.total)}</span>
          </li>
        ))}
      </ul>
      <dl className="checkout__totals">
        <div>
          <dt>{t('cart.subtotal')}</dt>
          <dd>{money(order.subtotal)}</dd>
        </div>
        {order.discount > 0 ? (
          <div>
            <dt>{t('cart.discount')}</dt>
            <dd>−{money(order.discount)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('checkout.shipping_cost')}</dt>
          <dd>{order.shipping.price === 0 ? t('checkout.free') : money(order.shipping.price)}</dd>
        </div>
        {order.payment.fee > 0 ? (
          <div>
            <dt>{t('checkout.payment_fee')}</dt>
            <dd>{money(order.payment.fee)}</dd>
          </div>
        ) : null}
        <div className="checkout__total">
          <dt>{t('cart.total')}</dt>
          <dd data-testid="order-total">{money(order.total)}</dd>
        </div>
        <div>
          <dt>{t('cart.vat')}</dt>
          <dd>{money(order.vat_total)}</dd>
        </div>
      </dl>
      <OrderDetails order={order} />
    </div>
  );
}
