import type { Subscription, SubscriptionStatus } from '@nordshop/api-contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountKeys, accountSubscriptionsQuery } from '../data/account-queries';
import { useState } from 'react';
import { useStrings } from '@nordshop/catalog-ui';
import { RouterLink, catalogLinks } from '../routing/use-links';
import { AccountLayout, LoadFailed, Loading, type AccountSession } from './account-layout';
import { formatOrderDate } from './order-format';
import { useApi, useScope } from './account-data';

const STATUS_ORDER: Record<SubscriptionStatus, number> = { active: 0, paused: 1, cancelled: 2 };

function SubscriptionRow({
  session,
  subscription,
}: {
  session: AccountSession;
  subscription: Subscription;
}) {
  const { t } = useStrings();
  const queryClient = useQueryClient();
  const { locale, token } = session;
  const api = useApi(locale);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const change = useMutation({
    mutationFn: (status: SubscriptionStatus) =>
      api.updateSubscription(subscription.id, status, token),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.subscriptionsAll }),
  });
  const status = subscription.status;
  return (
    <li className="subscription" data-testid="subscription">
      {subscription.product.thumb ? (
        <img src={subscription.product.thumb.url} width={56} height={56} alt="" />
      ) : (
        <span />
      )}
      <div className="subscription__body">
        <RouterLink href={catalogLinks(locale).product(subscription.product)}>
          {subscription.product.name}
        </RouterLink>
        <p>
          {t('subscriptions.every', {
            count: subscription.interval_days,
            quantity: subscription.quantity,
          })}
          {subscription.next_delivery_at && status === 'active'
            ? ` · ${t('subscriptions.next', { date: formatOrderDate(`${subscription.next_delivery_at}T12:00:00Z`, locale) })}`
            : ''}
        </p>
        <span className={`status-badge status-badge--${status}`}>
          {t(`subscriptions.status.${status}`)}
        </span>
        {change.isError ? (
          <p className="form-alert" role="alert">
            {t('subscriptions.error')}
          </p>
        ) : null}
      </div>
      {status !== 'cancelled' ? (
        <div className="subscription__actions">
          {status === 'active' ? (
            <button
              type="button"
              className="button"
              disabled={change.isPending}
              onClick={() => change.mutate('paused')}
            >
              {t('subscriptions.pause')}
            </button>
          ) : (
            <button
              type="button"
              className="button"
              disabled={change.isPending}
              onClick={() => change.mutate('active')}
            >
              {t('subscriptions.resume')}
            </button>
          )}
          {confirmCancel ? (
            <>
              <button
                type="button"
                className="button button--danger"
                disabled={change.isPending}
                onClick={() => change.mutate('cancelled')}
              >
                {t('subscriptions.confirm_cancel')}
              </button>
              <button type="button" className="link-button" onClick={() => setConfirmCancel(false)}>
                {t('account.cancel')}
              </button>
            </>
          ) : (
            <button type="button" className="link-button" onClick={() => setConfirmCancel(true)}>
              {t('subscriptions.cancel')}
            </button>
          )}
        </div>
      ) : null}
    </li>
  );
}

function SubscriptionsContent({ session }: { session: AccountSession }) {
  const { t } = useStrings();
  const { locale, token } = session;
  const list = useQuery(accountSubscriptionsQuery(useScope(locale), token));
  if (list.isPending) return <Loading />;
  if (list.isError) return <LoadFailed retry={() => void list.refetch()} />;
  const subscriptions = [...list.data.subscriptions].sort(
    (a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status],
  );
  return subscriptions.length === 0 ? (
    <p className="account__empty">{t('subscriptions.none')}</p>
  ) : (
    <ul className="subscriptions">
      {subscriptions.map((subscription) => (
        <SubscriptionRow key={subscription.id} session={session} subscription={subscription} />
      ))}
    </ul>
  );
}

/** /my-account/subscriptions: repeat deliveries, paused, resumed or cancelled here. */
export function AccountSubscriptionsPage() {
  const { t } = useStrings();
  return (
    <AccountLayout section="my-account-subscriptions" title={t('account.subscriptions')}>
      {(session) => <SubscriptionsContent session={session} />}
    </AccountLayout>
  );
}
