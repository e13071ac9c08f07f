import { ApiRequestError } from '@nordshop/api-contract';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useStrings } from '@nordshop/catalog-ui';
import { screenPath } from '../routing/screen-path';
import { intParam } from '../data/search-params';
import { RouterLink, catalogLinks } from '../routing/use-links';
import { AccountLayout, LoadFailed, Loading, type AccountSession } from './account-layout';
import { formatOrderDate, formatOrderMoney } from './order-format';
import { OrderHead, StatusBadge } from './order-status';
import { OrderReturns } from './order-returns';
import { offersReturn } from './order-returnable';
import { OrderSummary } from './order-summary';
import { useOrders, useScope } from './account-data';
import { orderQuery } from '../data/order-queries';

const readPage = intParam(1, 10_000);

function OrderDetail({ session, id }: { session: AccountSession; id: number }) {
  const { t } = useStrings();
  const { locale, token } = session;
  const scope = useScope(locale);
  const order = useQuery(orderQuery(scope, id, token));
  if (order.isPending) return <Loading />;
  if (order.isError) {
    return order.error instanceof ApiRequestError &&
      (order.error.status === 404 || order.error.status === 403) ? (
      <p className="account__empty">{t('account.order_not_found')}</p>
    ) : (
      <LoadFailed retry={() => void order.refetch()} />
    );
  }
  const data = order.data.order;
  return (
    <article className="order-detail" aria-labelledby="order-detail-title">
      <h2 id="order-detail-title">{t('account.order_title', { id: data.id })}</h2>
      <OrderHead order={data} locale={locale} />
      <OrderSummary order={data} locale={locale} />
      <OrderReturns api={scope.api} order={data} token={token} locale={locale} />
      {offersReturn(data) ? (
        <RouterLink
          className="button"
          href={screenPath('my-account-orders-return', { id: String(data.id) }, locale)}
        >
          {t('returns.start')}
        </RouterLink>
      ) : null}
    </article>
  );
}

function OrdersContent({ session }: { session: AccountSession }) {
  const { t } = useStrings();
  const search: { order?: unknown; page?: unknown } = useSearch({ strict: false });
  const page = readPage(search.page) ?? 1;
  const chosen = Number(search.order);
  const orders = useOrders(session, page);
  const { locale } = session;
  const ordersPath = screenPath('my-account-orders', {}, locale);
  if (Number.isInteger(chosen) && chosen > 0) {
    return (
      <>
        <RouterLink className="account__back" href={ordersPath}>
          ← {t('account.all_orders')}
        </RouterLink>
        <OrderDetail session={session} id={chosen} />
      </>
    );
  }
  if (orders.isPending) return <Loading />;
  if (orders.isError) return <LoadFailed retry={() => void orders.refetch()} />;
  const { total, page_size: size } = orders.data;
  const pages = Math.max(1, Math.ceil(total / size));
  if (orders.data.orders.length === 0) {
    return (
      <div className="account__empty">
        <p>{t('account.no_orders')}</p>
        <RouterLink className="button button--primary" href={catalogLinks(locale).home()}>
          {t('account.start_shopping')}
        </RouterLink>
      </div>
    );
  }
  return (
    <>
      <table className="account__table">
        <caption className="visually-hidden">{t('account.orders')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('account.order_number')}</th>
            <th scope="col">{t('account.order_date')}</th>
            <th scope="col">{t('account.status')}</th>
            <th scope="col">{t('account.items')}</th>
            <th scope="col">{t('cart.total')}</th>
          </tr>
        </thead>
        <tbody>
          {orders.data.orders.map((order) => (
            <tr key={order.id} data-testid="account-order">
              <th scope="row">
                <RouterLink
                  href={`${ordersPath}?order=${order.id}`}
                  aria-label={t('account.order_title', { id: order.id })}
                >
                  #{order.id}
                </RouterLink>
              </th>
              <td>{formatOrderDate(order.created_at, locale)}</td>
              <td>
                <StatusBadge status={order.status} />
              </td>
              <td>
                {/* On a phone the column heads are hidden: the count says what it counts. */}
                <span className="account__cell-label">{t('account.items')}: </span>
                {order.item_count}
              </td>
              <td>{formatOrderMoney(order.total, order, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {pages > 1 ? (
        <nav className="account__pages" aria-label={t('account.pages')}>
          {page > 1 ? (
            <RouterLink href={`${ordersPath}?page=${page - 1}`}>{t('account.previous')}</RouterLink>
          ) : (
            <span />
          )}
          <span>{t('account.page_of', { page, pages })}</span>
          {page < pages ? (
            <RouterLink href={`${ordersPath}?page=${page + 1}`}>{t('account.next')}</RouterLink>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </>
  );
}

/** /my-account/orders: the customer's orders; ?order={id} shows one with its lines, status and tracking. */
export function AccountOrdersPage() {
  const { t } = useStrings();
  return (
    <AccountLayout section="my-account-orders" title={t('account.orders')}>
      {(session) => <OrdersContent session={session} />}
    </AccountLayout>
  );
}
