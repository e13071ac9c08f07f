import type { ApiClient, Order } from '@nordshop/api-contract';
import type { LocaleCode } from '@nordshop/locale-config';
import { useQuery } from '@tanstack/react-query';
import { useStrings } from '@nordshop/catalog-ui';
import { orderReturnsQuery } from '../data/account-queries';
import { formatOrderDate } from './order-format';
import { offersReturn } from './order-returnable';

/**
 * The returns filed for an order, each with its product, quantity, reason and status (nothing
 * while there are none), and, for an order not shipped yet, when a return becomes possible.
 * Works with the order's own token (my-order) or its customer's (my-account).
 */
export function OrderReturns({
  api,
  order,
  token,
  locale,
}: {
  api: ApiClient;
  order: Order;
  token: string;
  locale: LocaleCode;
}) {
  const { t } = useStrings();
  const returns = useQuery(orderReturnsQuery({ locale, api }, order.id, token));
  const waiting = ['pending', 'authorized', 'paid'].includes(order.status) && !offersReturn(order);
  const filed = returns.data?.returns ?? [];
  return (
    <>
      {waiting ? <p className="account__lead">{t('returns.after_shipping')}</p> : null}
      {filed.length > 0 ? (
        <section className="order-returns" aria-labelledby={`order-returns-${order.id}`}>
          <h3 id={`order-returns-${order.id}`}>{t('returns.of_order')}</h3>
          <ul className="order-returns__list">
            {filed.map((entry) => (
              <li key={entry.id} data-testid="order-return">
                <span className="order-returns__name">
                  {entry.quantity} × {entry.name}
                </span>
                <span className="order-returns__reason">
                  {t(`returns.reason.${entry.reason}`, { defaultValue: entry.reason })}
                </span>
                <span>
                  <span className={`status-badge status-badge--${entry.status}`}>
                    {t(`returns.status.${entry.status}`)}
                  </span>{' '}
                  <span className="account__sub">{formatOrderDate(entry.created_at, locale)}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
