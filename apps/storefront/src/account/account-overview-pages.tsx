import { useStrings } from '@nordshop/catalog-ui';
import { screenPath } from '../routing/screen-path';
import { RouterLink } from '../routing/use-links';
import { AccountLayout, LoadFailed, Loading, type AccountSession } from './account-layout';
import { formatOrderDate, formatOrderMoney } from './order-format';
import { StatusBadge } from './order-status';
import { useProfile, useOrders, ProfileFacts } from './account-data';

/** /my-account: the account's start page, with a way into every section. */
export function AccountStartPage() {
  const { t } = useStrings();
  return (
    <AccountLayout section="my-account" title={t('general.my_account')}>
      {({ user, locale }) => (
        <div className="account__start">
          <p className="account__lead">{t('account.welcome', { name: user.name })}</p>
          <ul className="account__tiles">
            {(
              [
                ['my-account-orders', 'account.orders', 'account.orders_lead'],
                ['my-account-profile', 'account.profile', 'account.profile_lead'],
                ['my-account-returns', 'account.returns', 'account.returns_lead'],
                ['my-account-subscriptions', 'account.subscriptions', 'account.subscriptions_lead'],
              ] as const
            ).map(([name, title, lead]) => (
              <li key={name}>
                <RouterLink href={screenPath(name, {}, locale)}>
                  <strong>{t(title)}</strong>
                  <span>{t(lead)}</span>
                </RouterLink>
              </li>
            ))}
          </ul>
        </div>
      )}
    </AccountLayout>
  );
}

function OverviewContent({ session }: { session: AccountSession }) {
  const { t } = useStrings();
  const profile = useProfile(session);
  const orders = useOrders(session, 1);
  const { locale } = session;
  return (
    <div className="account__overview">
      <section className="account__card" aria-labelledby="overview-profile">
        <h2 id="overview-profile">{t('account.profile')}</h2>
        {profile.isPending ? (
          <Loading />
        ) : profile.isError ? (
          <LoadFailed retry={() => void profile.refetch()} />
        ) : (
          <ProfileFacts profile={profile.data.profile} />
        )}
        <RouterLink href={screenPath('my-account-profile-edit', {}, locale)}>
          {t('account.edit_profile')}
        </RouterLink>
      </section>
      <section className="account__card" aria-labelledby="overview-orders">
        <h2 id="overview-orders">{t('account.latest_orders')}</h2>
        {orders.isPending ? (
          <Loading />
        ) : orders.isError ? (
          <LoadFailed retry={() => void orders.refetch()} />
        ) : orders.data.orders.length === 0 ? (
          <p className="account__empty">{t('account.no_orders')}</p>
        ) : (
          <ul className="account__order-list account__order-list--compact">
            {orders.data.orders.slice(0, 3).map((order) => (
              <li key={order.id}>
                <RouterLink
                  href={`${screenPath('my-account-orders', {}, locale)}?order=${order.id}`}
                >
                  #{order.id} · {formatOrderDate(order.created_at, locale)}
                </RouterLink>
                <StatusBadge status={order.status} />
                <span>{formatOrderMoney(order.total, order, locale)}</span>
              </li>
            ))}
          </ul>
        )}
        <RouterLink href={screenPath('my-account-orders', {}, locale)}>
          {t('account.all_orders')}
        </RouterLink>
      </section>
    </div>
  );
}

/** /my-account/overview: the profile and the latest orders at a glance. */
export function AccountOverviewPage() {
  const { t } = useStrings();
  return (
    <AccountLayout section="my-account-overview" title={t('account.overview')}>
      {(session) => <OverviewContent session={session} />}
    </AccountLayout>
  );
}
