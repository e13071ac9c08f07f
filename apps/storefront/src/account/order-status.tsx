import type { Order, OrderStatus, OrderSummary as OrderListEntry } from '@nordshop/api-contract';
import type { LocaleCode } from '@nordshop/locale-config';
import { useStrings } from '@nordshop/catalog-ui';
import { formatOrderDate } from './order-format';

/** An order's status as a badge (order.status.*). */
export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useStrings();
  return (
    <span className={`status-badge status-badge--${status}`}>{t(`order.status.${status}`)}</span>
  );
}

/** The order's number, date, status and carrier tracking. */
export function OrderHead({
  order,
  locale,
}: {
  order: Order | OrderListEntry;
  locale: LocaleCode;
}) {
  const { t } = useStrings();
  return (
    <dl className="order-head">
      <div>
        <dt>{t('account.order_number')}</dt>
        <dd>{order.id}</dd>
      </div>
      <div>
        <dt>{t('account.order_date')}</dt>
        <dd>{formatOrderDate(order.created_at, locale)}</dd>
      </div>
      <div>
        <dt>{t('account.status')}</dt>
        <dd>
          <StatusBadge status={order.status} />
        </dd>
      </div>
      {order.tracking ? (
        <div>
          <dt>{t('account.tracking')}</dt>
          <dd>
            <a href={order.tracking.url} target="_blank" rel="noopener noreferrer">
              {order.tracking.carrier} {order.tracking.number}
            </a>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
