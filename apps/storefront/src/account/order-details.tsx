import type { Order } from '@nordshop/api-contract';
import { useStrings } from '@nordshop/catalog-ui';

/**
 * Who an order is for and how it comes and is paid, wherever the shop shows the order (the
 * confirmation, order tracking, my account): the company and its organisation number for a company
 * order, the address, the shipping (with the pick-up point) and the payment.
 */
export function OrderDetails({ order }: { order: Order }) {
  const { t } = useStrings();
  return (
    <div className="confirmation__details">
      {order.company ? (
        <section>
          <h2>{t('general.company')}</h2>
          <p>
            <span data-testid="order-company">{order.company.name}</span>
            <br />
            {t('checkout.org_number')}{' '}
            <span data-testid="order-org-number">{order.company.org_number}</span>
          </p>
        </section>
      ) : null}
      <section>
        <h2>{t('checkout.address')}</h2>
        <p>
          {order.name}
          <br />
          {order.address.street}
          <br />
          {order.address.postal_code} {order.address.city}
        </p>
      </section>
      <section>
        <h2>{t('checkout.shipping')}</h2>
        <p>
          {order.shipping.name}
          {order.shipping.service_point ? (
            <>
              <br />
              {order.shipping.service_point.name}, {order.shipping.service_point.street}
            </>
          ) : null}
        </p>
      </section>
      <section>
        <h2>{t('checkout.payment')}</h2>
        <p>{order.payment.name}</p>
      </section>
    </div>
  );
}
