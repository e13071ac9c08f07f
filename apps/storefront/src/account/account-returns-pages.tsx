import { useQuery } from '@tanstack/react-query';
import { useRouter, useSearch } from '@tanstack/react-router';
import { useStrings } from '@nordshop/catalog-ui';
import { useScreenParams } from '../routing/hooks';
import { screenPath } from '../routing/screen-path';
import { RouterLink } from '../routing/use-links';
import { AccountLayout, LoadFailed, Loading, type AccountSession } from './account-layout';
import { formatOrderDate, formatOrderMoney } from './order-format';
import { offersReturn } from './order-returnable';
import { ReturnForm } from './return-form';
import { useOrders, useScope } from './account-data';
import { accountReturnsQuery } from '../data/account-queries';
import { orderQuery } from '../data/order-queries';

function ReturnsContent({ session }: { session: AccountSession }) {
  const { t } = useStrings();
  const { locale, token } = session;
  const scope = useScope(locale);
  const search: { sent?: unknown } = useSearch({ strict: false });
  const returns = useQuery(accountReturnsQuery(scope, token));
  if (returns.isPending) return <Loading />;
  if (returns.isError) return <LoadFailed retry={() => void returns.refetch()} />;
  return (
    <>
      {search.sent !== undefined ? (
        <p className="form-success" role="status">
          {t('returns.sent')}
        </p>
      ) : null}
      {returns.data.returns.length === 0 ? (
        <p className="account__empty">{t('returns.none')}</p>
      ) : (
        <table className="account__table">
          <caption className="visually-hidden">{t('account.returns')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('account.order_number')}</th>
              <th scope="col">{t('returns.product')}</th>
              <th scope="col">{t('returns.quantity')}</th>
              <th scope="col">{t('returns.reason')}</th>
              <th scope="col">{t('account.status')}</th>
            </tr>
          </thead>
          <tbody>
            {returns.data.returns.map((entry) => (
              <tr key={entry.id} data-testid="account-return">
                <th scope="row">
                  <RouterLink
                    href={`${screenPath('my-account-orders', {}, locale)}?order=${entry.order_id}`}
                  >
                    #{entry.order_id}
                  </RouterLink>
                </th>
                <td>{entry.name}</td>
                <td>{entry.quantity}</td>
                <td>{t(`returns.reason.${entry.reason}`, { defaultValue: entry.reason })}</td>
                <td>
                  <span className={`status-badge status-badge--${entry.status}`}>
                    {t(`returns.status.${entry.status}`)}
                  </span>
                  <span className="account__sub">{formatOrderDate(entry.created_at, locale)}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <RouterLink className="button" href={screenPath('my-account-orders-return', {}, locale)}>
        {t('returns.start')}
      </RouterLink>
    </>
  );
}

/** /my-account/returns: the customer's returns and their status. */
export function AccountReturnsPage() {
  const { t } = useStrings();
  return (
    <AccountLayout section="my-account-returns" title={t('account.returns')}>
      {(session) => <ReturnsContent session={session} />}
    </AccountLayout>
  );
}

function ReturnCreateContent({ session }: { session: AccountSession }) {
  const { t } = useStrings();
  const router = useRouter();
  const { id } = useScreenParams();
  const { locale, token } = session;
  const scope = useScope(locale);
  const orderId = Number(id);
  const chosen = Number.isInteger(orderId) && orderId > 0;
  const order = useQuery({ ...orderQuery(scope, orderId, token), enabled: chosen });
  const orders = useOrders(session, 1);
  if (!chosen) {
    if (orders.isPending) return <Loading />;
    if (orders.isError) return <LoadFailed retry={() => void orders.refetch()} />;
    const open = orders.data.orders.filter((entry) => offersReturn(entry));
    return open.length === 0 ? (
      <p className="account__empty">{t('account.no_orders')}</p>
    ) : (
      <>
        <p>{t('returns.choose_order')}</p>
        <ul className="account__order-list">
          {open.map((entry) => (
            <li key={entry.id}>
              <RouterLink
                href={screenPath('my-account-orders-return', { id: String(entry.id) }, locale)}
              >
                #{entry.id} · {formatOrderDate(entry.created_at, locale)}
              </RouterLink>
              <span>{formatOrderMoney(entry.total, entry, locale)}</span>
            </li>
          ))}
        </ul>
      </>
    );
  }
  if (order.isPending) return <Loading />;
  if (order.isError) return <p className="account__empty">{t('account.order_not_found')}</p>;
  return (
    <>
      <h2>{t('account.order_title', { id: orderId })}</h2>
      <ReturnForm
        api={scope.api}
        order={order.data.order}
        token={token}
        locale={locale}
        onDone={() =>
          void router.navigate({
            to: screenPath('my-account-returns', {}, locale),
            search: { sent: 1 },
          })
        }
      />
    </>
  );
}

/** /my-account/orders/return/:id?: return lines of an order (without id: choose the order first). */
export function AccountReturnCreatePage() {
  const { t } = useStrings();
  return (
    <AccountLayout section="my-account-orders" title={t('returns.title')}>
      {(session) => <ReturnCreateContent session={session} />}
    </AccountLayout>
  );
}
