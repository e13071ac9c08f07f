import { ApiRequestError, type CustomerProfile, type Subscription, type SubscriptionStatus } from '@nordshop/api-contract';
import { formatMoney, type LocaleCode } from '@nordshop/locale-config';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter, useSearch } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../checkout/checkout-fields';
import { useRouterContext, useScreenParams } from '../routing/hooks';
import { screenPath } from '../routing/screen-path';
import { RouterLink, catalogLinks } from '../routing/use-links';
import { AccountLayout, LoadFailed, Loading, type AccountSession } from './account-layout';
import { useAuthSend } from './auth-provider';
import { formatOrderDate } from './order-format';
import { OrderHead, StatusBadge } from './order-status';
import { OrderSummary } from './order-summary';
import { profileFormOf, profileUpdateBody, validateProfileForm, type ProfileField, type ProfileForm } from './profile-form';
import { ReturnForm } from './return-form';

function useApi(locale: LocaleCode) {
  return useRouterContext().apiFor(locale);
}

function useProfile({ locale, token }: AccountSession) {
  const api = useApi(locale);
  // Fresh for a while: the answer of a save is shown as it is, not replaced by a refetch.
  return useQuery({ queryKey: ['account-profile', locale, token], retry: false, staleTime: 60_000, queryFn: () => api.accountProfile(token) });
}

function useOrders({ locale, token }: AccountSession, page: number) {
  const api = useApi(locale);
  return useQuery({
    queryKey: ['account-orders', locale, token, page],
    retry: false,
    placeholderData: keepPreviousData,
    queryFn: () => api.accountOrders(token, page),
  });
}

/** Name, e-mail, phone and address of the profile. */
function ProfileFacts({ profile }: { profile: CustomerProfile }) {
  const { t } = useTranslation();
  const dash = (value: string) => (value.trim() === '' ? '–' : value);
  return (
    <dl className="account__facts">
      <div>
        <dt>{t('account.name')}</dt>
        <dd>{profile.name}</dd>
      </div>
      <div>
        <dt>{t('account.email')}</dt>
        <dd>{profile.email}</dd>
      </div>
      <div>
        <dt>{t('checkout.phone')}</dt>
        <dd>{dash(profile.phone)}</dd>
      </div>
      {profile.customer_type === 'company' ? (
        <div>
          <dt>{t('checkout.company_name')}</dt>
          <dd>
            {profile.company_name} {profile.org_number ? `(${profile.org_number})` : ''}
          </dd>
        </div>
      ) : null}
      <div>
        <dt>{t('checkout.address')}</dt>
        <dd>
          {profile.street || profile.postal_code || profile.city ? (
            <>
              {dash(profile.street)}
              <br />
              {profile.postal_code} {profile.city}
            </>
          ) : (
            '–'
          )}
        </dd>
      </div>
    </dl>
  );
}

/** /my-account: the account's start page, with a way into every section. */
export function AccountStartPage() {
  const { t } = useTranslation();
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
  const { t } = useTranslation();
  const profile = useProfile(session);
  const orders = useOrders(session, 1);
  const { locale } = session;
  return (
    <div className="account__overview">
      <section className="account__card" aria-labelledby="overview-profile">
        <h2 id="overview-profile">{t('account.profile')}</h2>
        {profile.isPending ? <Loading /> : profile.isError ? <LoadFailed retry={() => void profile.refetch()} /> : <ProfileFacts profile={profile.data.profile} />}
        <RouterLink href={screenPath('my-account-profile-edit', {}, locale)}>{t('account.edit_profile')}</RouterLink>
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
                <RouterLink href={`${screenPath('my-account-orders', {}, locale)}?order=${order.id}`}>
                  #{order.id} · {formatOrderDate(order.created_at, locale)}
                </RouterLink>
                <StatusBadge status={order.status} />
                <span>{formatMoney(order.total, locale)}</span>
              </li>
            ))}
          </ul>
        )}
        <RouterLink href={screenPath('my-account-orders', {}, locale)}>{t('account.all_orders')}</RouterLink>
      </section>
    </div>
  );
}

/** /my-account/overview: the profile and the latest orders at a glance. */
export function AccountOverviewPage() {
  const { t } = useTranslation();
  return (
    <AccountLayout section="my-account-overview" title={t('account.overview')}>
      {(session) => <OverviewContent session={session} />}
    </AccountLayout>
  );
}

function OrderDetail({ session, id }: { session: AccountSession; id: number }) {
  const { t } = useTranslation();
  const { locale, token } = session;
  const api = useApi(locale);
  const order = useQuery({ queryKey: ['order', locale, id, token], retry: false, queryFn: () => api.order(id, token) });
  if (order.isPending) return <Loading />;
  if (order.isError) {
    return order.error instanceof ApiRequestError && (order.error.status === 404 || order.error.status === 403) ? (
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
      {data.status !== 'cancelled' ? (
        <RouterLink className="button" href={screenPath('my-account-orders-return', { id: String(data.id) }, locale)}>
          {t('returns.start')}
        </RouterLink>
      ) : null}
    </article>
  );
}

function OrdersContent({ session }: { session: AccountSession }) {
  const { t } = useTranslation();
  const search: { order?: unknown; page?: unknown } = useSearch({ strict: false });
  const page = typeof search.page === 'number' && search.page > 0 ? search.page : 1;
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
                <RouterLink href={`${ordersPath}?order=${order.id}`} aria-label={t('account.order_title', { id: order.id })}>
                  #{order.id}
                </RouterLink>
              </th>
              <td>{formatOrderDate(order.created_at, locale)}</td>
              <td>
                <StatusBadge status={order.status} />
              </td>
              <td>{order.item_count}</td>
              <td>{formatMoney(order.total, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {pages > 1 ? (
        <nav className="account__pages" aria-label={t('account.pages')}>
          {page > 1 ? <RouterLink href={`${ordersPath}?page=${page - 1}`}>{t('account.previous')}</RouterLink> : <span />}
          <span>{t('account.page_of', { page, pages })}</span>
          {page < pages ? <RouterLink href={`${ordersPath}?page=${page + 1}`}>{t('account.next')}</RouterLink> : <span />}
        </nav>
      ) : null}
    </>
  );
}

/** /my-account/orders: the customer's orders; ?order={id} shows one with its lines, status and tracking. */
export function AccountOrdersPage() {
  const { t } = useTranslation();
  return (
    <AccountLayout section="my-account-orders" title={t('account.orders')}>
      {(session) => <OrdersContent session={session} />}
    </AccountLayout>
  );
}

function ProfileContent({ session }: { session: AccountSession }) {
  const { t } = useTranslation();
  const send = useAuthSend();
  const profile = useProfile(session);
  const search: { saved?: unknown } = useSearch({ strict: false });
  if (profile.isPending) return <Loading />;
  if (profile.isError) return <LoadFailed retry={() => void profile.refetch()} />;
  return (
    <div className="account__profile">
      {search.saved !== undefined ? (
        <p className="form-success" role="status">
          {t('account.profile_saved')}
        </p>
      ) : null}
      <ProfileFacts profile={profile.data.profile} />
      <div className="account__actions">
        <RouterLink className="button button--primary" href={screenPath('my-account-profile-edit', {}, session.locale)}>
          {t('account.edit_profile')}
        </RouterLink>
        <button type="button" className="button" onClick={() => send({ type: 'loginModal.showChangePassword' })}>
          {t('account.change_password')}
        </button>
      </div>
    </div>
  );
}

/** /my-account/profile: the customer's details. */
export function AccountProfilePage() {
  const { t } = useTranslation();
  return (
    <AccountLayout section="my-account-profile" title={t('account.profile')}>
      {(session) => <ProfileContent session={session} />}
    </AccountLayout>
  );
}

function ProfileEditor({ session, profile }: { session: AccountSession; profile: CustomerProfile }) {
  const { t } = useTranslation();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { locale, token } = session;
  const api = useApi(locale);
  const [form, setForm] = useState<ProfileForm>(() => profileFormOf(profile));
  const [submitted, setSubmitted] = useState(false);
  const [serverFields, setServerFields] = useState<Partial<Record<ProfileField, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const errors = validateProfileForm(form, locale);
  const save = useMutation({
    mutationFn: () => api.updateProfile(profileUpdateBody(form, locale), token),
    onSuccess: async (answer) => {
      queryClient.setQueryData(['account-profile', locale, token], answer);
      await router.navigate({ to: screenPath('my-account-profile', {}, locale), search: { saved: 1 } });
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.status === 400 && error.body.fields) {
        const fields: Partial<Record<ProfileField, string>> = {};
        for (const name of Object.keys(error.body.fields)) {
          if (name in form) fields[name as ProfileField] = name === 'phone' ? 'mobile' : name === 'postal_code' ? 'postal_code' : 'required';
        }
        setServerFields(fields);
      }
      setProblem(t('account.profile_not_saved'));
    },
  });
  const message = (field: ProfileField) => {
    const reason = serverFields[field] ?? (submitted ? errors[field] : undefined);
    return reason ? t(`checkout.error.${reason}`) : undefined;
  };
  const set = (field: ProfileField, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setServerFields((current) => {
      const { [field]: _dropped, ...rest } = current;
      return rest;
    });
  };
  const text = (field: ProfileField, label: string, extra: Partial<Parameters<typeof Field>[0]> = {}) => (
    <Field name={field} label={label} value={String(form[field])} error={message(field)} onChange={(value) => set(field, value)} onBlur={() => undefined} {...extra} />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setProblem(null);
    if (Object.keys(errors).length > 0) {
      setProblem(t('checkout.fix_errors'));
      return;
    }
    save.mutate();
  };
  return (
    <form className="account__form" noValidate onSubmit={submit} aria-label={t('account.edit_profile')}>
      <fieldset className="checkout__choice">
        <legend>{t('checkout.customer_type')}</legend>
        {(['private', 'company'] as const).map((type) => (
          <label key={type} className="checkout__radio">
            <input type="radio" name="customer_type" value={type} checked={form.customer_type === type} onChange={() => setForm((current) => ({ ...current, customer_type: type }))} />
            {t(`general.${type}`)}
          </label>
        ))}
      </fieldset>
      {text('name', t('account.name'), { autoComplete: 'name' })}
      <p className="account__email-note">
        {t('account.email')}: <strong>{profile.email}</strong>
      </p>
      {text('phone', t('checkout.phone'), { type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
      {form.customer_type === 'company' ? (
        <>
          {text('company_name', t('checkout.company_name'), { autoComplete: 'organization' })}
          {text('org_number', t('checkout.org_number'))}
        </>
      ) : null}
      {text('street', t('checkout.street'), { autoComplete: 'street-address' })}
      <div className="checkout__row">
        {text('postal_code', t('checkout.postal_code'), { autoComplete: 'postal-code' })}
        {text('city', t('checkout.city'), { autoComplete: 'address-level2' })}
      </div>
      {problem ? (
        <p className="form-alert" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="account__actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? t('account.saving') : t('account.save')}
        </button>
        <RouterLink className="button" href={screenPath('my-account-profile', {}, locale)}>
          {t('account.cancel')}
        </RouterLink>
      </div>
    </form>
  );
}

function ProfileEditContent({ session }: { session: AccountSession }) {
  const profile = useProfile(session);
  if (profile.isPending) return <Loading />;
  if (profile.isError) return <LoadFailed retry={() => void profile.refetch()} />;
  return <ProfileEditor session={session} profile={profile.data.profile} />;
}

/** /my-account/profile/edit: change the customer's details, checked with the storefront's rules. */
export function AccountProfileEditPage() {
  const { t } = useTranslation();
  return (
    <AccountLayout section="my-account-profile" title={t('account.edit_profile')}>
      {(session) => <ProfileEditContent session={session} />}
    </AccountLayout>
  );
}

function ReturnsContent({ session }: { session: AccountSession }) {
  const { t } = useTranslation();
  const { locale, token } = session;
  const api = useApi(locale);
  const search: { sent?: unknown } = useSearch({ strict: false });
  const returns = useQuery({ queryKey: ['account-returns', locale, token], retry: false, queryFn: () => api.accountReturns(token) });
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
                  <RouterLink href={`${screenPath('my-account-orders', {}, locale)}?order=${entry.order_id}`}>#{entry.order_id}</RouterLink>
                </th>
                <td>{entry.name}</td>
                <td>{entry.quantity}</td>
                <td>{t(`returns.reason.${entry.reason}`, { defaultValue: entry.reason })}</td>
                <td>
                  <span className={`status-badge status-badge--${entry.status}`}>{t(`returns.status.${entry.status}`)}</span>
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
  const { t } = useTranslation();
  return (
    <AccountLayout section="my-account-returns" title={t('account.returns')}>
      {(session) => <ReturnsContent session={session} />}
    </AccountLayout>
  );
}

function ReturnCreateContent({ session }: { session: AccountSession }) {
  const { t } = useTranslation();
  const router = useRouter();
  const { id } = useScreenParams();
  const { locale, token } = session;
  const api = useApi(locale);
  const orderId = Number(id);
  const chosen = Number.isInteger(orderId) && orderId > 0;
  const order = useQuery({ queryKey: ['order', locale, orderId, token], enabled: chosen, retry: false, queryFn: () => api.order(orderId, token) });
  const orders = useOrders(session, 1);
  if (!chosen) {
    if (orders.isPending) return <Loading />;
    if (orders.isError) return <LoadFailed retry={() => void orders.refetch()} />;
    const open = orders.data.orders.filter((entry) => entry.status !== 'cancelled');
    return open.length === 0 ? (
      <p className="account__empty">{t('account.no_orders')}</p>
    ) : (
      <>
        <p>{t('returns.choose_order')}</p>
        <ul className="account__order-list">
          {open.map((entry) => (
            <li key={entry.id}>
              <RouterLink href={screenPath('my-account-orders-return', { id: String(entry.id) }, locale)}>
                #{entry.id} · {formatOrderDate(entry.created_at, locale)}
              </RouterLink>
              <span>{formatMoney(entry.total, locale)}</span>
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
        api={api}
        order={order.data.order}
        token={token}
        locale={locale}
        onDone={() => void router.navigate({ to: screenPath('my-account-returns', {}, locale), search: { sent: 1 } })}
      />
    </>
  );
}

/** /my-account/orders/return/:id?: return lines of an order (without id: choose the order first). */
export function AccountReturnCreatePage() {
  const { t } = useTranslation();
  return (
    <AccountLayout section="my-account-orders" title={t('returns.title')}>
      {(session) => <ReturnCreateContent session={session} />}
    </AccountLayout>
  );
}

const STATUS_ORDER: Record<SubscriptionStatus, number> = { active: 0, paused: 1, cancelled: 2 };

function SubscriptionRow({ session, subscription }: { session: AccountSession; subscription: Subscription }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { locale, token } = session;
  const api = useApi(locale);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const change = useMutation({
    mutationFn: (status: SubscriptionStatus) => api.updateSubscription(subscription.id, status, token),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['account-subscriptions'] }),
  });
  const status = subscription.status;
  return (
    <li className="subscription" data-testid="subscription">
      {subscription.product.thumb ? <img src={subscription.product.thumb.url} width={56} height={56} alt="" /> : <span />}
      <div className="subscription__body">
        <RouterLink href={catalogLinks(locale).product(subscription.product)}>{subscription.product.name}</RouterLink>
        <p>
          {t('subscriptions.every', { count: subscription.interval_days, quantity: subscription.quantity })}
          {subscription.next_delivery_at && status === 'active' ? ` · ${t('subscriptions.next', { date: formatOrderDate(`${subscription.next_delivery_at}T12:00:00Z`, locale) })}` : ''}
        </p>
        <span className={`status-badge status-badge--${status}`}>{t(`subscriptions.status.${status}`)}</span>
        {change.isError ? (
          <p className="form-alert" role="alert">
            {t('subscriptions.error')}
          </p>
        ) : null}
      </div>
      {status !== 'cancelled' ? (
        <div className="subscription__actions">
          {status === 'active' ? (
            <button type="button" className="button" disabled={change.isPending} onClick={() => change.mutate('paused')}>
              {t('subscriptions.pause')}
            </button>
          ) : (
            <button type="button" className="button" disabled={change.isPending} onClick={() => change.mutate('active')}>
              {t('subscriptions.resume')}
            </button>
          )}
          {confirmCancel ? (
            <>
              <button type="button" className="button button--danger" disabled={change.isPending} onClick={() => change.mutate('cancelled')}>
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
  const { t } = useTranslation();
  const { locale, token } = session;
  const api = useApi(locale);
  const list = useQuery({ queryKey: ['account-subscriptions', locale, token], retry: false, queryFn: () => api.accountSubscriptions(token) });
  if (list.isPending) return <Loading />;
  if (list.isError) return <LoadFailed retry={() => void list.refetch()} />;
  const subscriptions = [...list.data.subscriptions].sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status]);
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
  const { t } = useTranslation();
  return (
    <AccountLayout section="my-account-subscriptions" title={t('account.subscriptions')}>
      {(session) => <SubscriptionsContent session={session} />}
    </AccountLayout>
  );
}
