import { ApiRequestError } from '@nordshop/api-contract';
import type { LocaleCode } from '@nordshop/locale-config';
import { useQuery } from '@tanstack/react-query';
import { orderQuery } from '../data/order-queries';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useStrings } from '@nordshop/catalog-ui';
import { useHydrated } from '../ui/use-hydrated';
import { Field } from '../ui/form-field';
import { orderToken } from './order-session';
import { useRouterContext, useScreenParams, useStorefront } from '../routing/hooks';
import { screenPath } from '../routing/screen-path';
import { RouterLink } from '../routing/use-links';
import { LoadFailed, Loading } from './account-layout';
import { useAuth, useAuthSend } from './auth-provider';
import { loginErrorKey } from './login-form';
import { OrderHead } from './order-status';
import { OrderReturns } from './order-returns';
import { offersReturn } from './order-returnable';
import { OrderSummary } from './order-summary';
import { ReturnForm } from './return-form';
import { orderLoginCredentials } from './track-order-input';

/**
 * The token that reads order `id` here: the order login's (scope my-order, this order), a
 * logged-in customer's (the server checks the order is theirs), or the one this tab got when it
 * placed the order; null when none.
 */
function useOrderToken(id: number | null): string | null {
  const auth = useAuth();
  const hydrated = useHydrated();
  if (!hydrated || id === null) return null;
  if (auth.status === 'loggedIn' && auth.accessToken) {
    if (auth.user?.scope === 'my-order' && auth.user.order_id === id) return auth.accessToken;
    if (auth.user?.scope === 'my-account') return auth.accessToken;
  }
  return orderToken(id);
}

function orderIdOf(value: string | undefined): number | null {
  const id = Number(value);
  return value !== undefined && /^\d{1,10}$/.test(value) && id > 0 ? id : null;
}

/**
 * The order-tracking login (myOrder strategy): the order number and the e-mail address or postal
 * code it was placed with. Once logged in it opens the order's page.
 */
function TrackOrderForm({ locale, initialId }: { locale: LocaleCode; initialId: string }) {
  const { t } = useStrings();
  const auth = useAuth();
  const send = useAuthSend();
  const router = useRouter();
  const [orderId, setOrderId] = useState(initialId);
  const [verifier, setVerifier] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const asked = useRef<number | null>(null);
  const loggedInOrder =
    auth.status === 'loggedIn' && auth.user?.scope === 'my-order' ? auth.user.order_id : null;
  useEffect(() => {
    if (asked.current !== null && loggedInOrder === asked.current) {
      void router.navigate({ to: screenPath('my-order', { id: String(loggedInOrder) }, locale) });
    }
  }, [loggedInOrder, router, locale]);
  const busy = auth.status === 'loggingIn' && auth.strategy === 'myOrder';
  const failure = auth.strategy === 'myOrder' && asked.current !== null ? auth.error : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const credentials = orderLoginCredentials(orderId, verifier);
    if (credentials.type === 'invalid') {
      setErrors(
        Object.fromEntries(
          Object.entries(credentials.fields).map(([field, key]) => [field, t(key)]),
        ),
      );
      return;
    }
    setErrors({});
    asked.current = credentials.value.order_id;
    send({ type: 'auth.login', strategy: 'myOrder', credentials: credentials.value });
  };
  return (
    <form className="login-form track-order__form" noValidate onSubmit={submit}>
      <Field
        name="order_id"
        label={t('account.order_number')}
        inputMode="numeric"
        value={orderId}
        error={errors['order_id']}
        onChange={setOrderId}
        onBlur={() => undefined}
      />
      <Field
        name="verifier"
        label={t('track.email_or_postal_code')}
        autoComplete="email"
        value={verifier}
        error={errors['verifier']}
        onChange={setVerifier}
        onBlur={() => undefined}
      />
      {failure && failure.reason !== 'invalidInput' ? (
        <p className="form-alert" role="alert">
          {t(failure.reason === 'wrongCredentials' ? 'track.error.wrong' : loginErrorKey(failure))}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? t('auth.logging_in') : t('track.submit')}
      </button>
    </form>
  );
}

/** /track-order/:id?: log in to one order (order number plus e-mail or postal code), then see it. */
export function TrackOrderPage() {
  const { t } = useStrings();
  const { code: locale } = useStorefront();
  const { id } = useScreenParams();
  return (
    <main className="account track-order">
      <h1>{t('account.track_order')}</h1>
      <p className="account__lead">{t('track.lead')}</p>
      <div className="account__panel">
        <TrackOrderForm locale={locale} initialId={orderIdOf(id) !== null ? String(id) : ''} />
      </div>
      <p className="track-order__account">
        {t('track.have_account')}{' '}
        <RouterLink href={screenPath('my-account-orders', {}, locale)}>
          {t('general.login')}
        </RouterLink>
      </p>
    </main>
  );
}

function MyOrderContent({ id, locale }: { id: number; locale: LocaleCode }) {
  const { t } = useStrings();
  const auth = useAuth();
  const token = useOrderToken(id);
  const api = useRouterContext().apiFor(locale);
  const order = useQuery({
    ...orderQuery({ locale, api }, id, token ?? ''),
    enabled: token !== null,
  });
  const orderLink = auth.strategy === 'myOrder' && auth.via === 'token';
  // An order's e-mailed link is logging in (order_link): the order shows once it has.
  if (token === null && orderLink && auth.status === 'loggingIn') return <Loading />;
  if (token === null) {
    const refused = auth.status === 'loggedOut' && auth.error?.reason === 'invalidToken';
    return (
      <>
        {refused && auth.strategy === 'myOrder' ? (
          <p className="form-alert" role="alert">
            {t('track.error.invalid_link')}
          </p>
        ) : null}
        <TrackOrderForm locale={locale} initialId={String(id)} />
      </>
    );
  }
  if (order.isPending) return <Loading />;
  if (order.isError) {
    return order.error instanceof ApiRequestError && order.error.status < 500 ? (
      <>
        <p className="account__empty">{t('account.order_not_found')}</p>
        <TrackOrderForm locale={locale} initialId={String(id)} />
      </>
    ) : (
      <LoadFailed retry={() => void order.refetch()} />
    );
  }
  const data = order.data.order;
  return (
    <article className="order-detail">
      <OrderHead order={data} locale={locale} />
      <OrderSummary order={data} locale={locale} />
      <OrderReturns api={api} order={data} token={token} locale={locale} />
      {offersReturn(data) ? (
        <RouterLink
          className="button"
          href={screenPath('my-order-return', { id: String(data.id) }, locale)}
        >
          {t('returns.start')}
        </RouterLink>
      ) : null}
    </article>
  );
}

/** /my-order/:id?: one order for its order login (or its customer); without a session, the tracking login. */
export function MyOrderPage() {
  const { t } = useStrings();
  const { code: locale } = useStorefront();
  const hydrated = useHydrated();
  const auth = useAuth();
  const { id } = useScreenParams();
  const orderId =
    orderIdOf(id) ??
    (auth.status === 'loggedIn' && auth.user?.scope === 'my-order' ? auth.user.order_id : null);
  return (
    <main className="account my-order">
      <h1>
        {orderId !== null ? t('account.order_title', { id: orderId }) : t('account.track_order')}
      </h1>
      {!hydrated || auth.status === 'restoring' ? (
        <Loading />
      ) : orderId !== null ? (
        <MyOrderContent id={orderId} locale={locale} />
      ) : (
        <TrackOrderForm locale={locale} initialId="" />
      )}
    </main>
  );
}

function MyOrderReturnContent({ id, locale }: { id: number; locale: LocaleCode }) {
  const { t } = useStrings();
  const token = useOrderToken(id);
  const api = useRouterContext().apiFor(locale);
  const order = useQuery({
    ...orderQuery({ locale, api }, id, token ?? ''),
    enabled: token !== null,
  });
  const [sent, setSent] = useState(false);
  if (token === null) return <TrackOrderForm locale={locale} initialId={String(id)} />;
  if (sent) {
    return (
      <div className="account__panel">
        <p className="form-success" role="status">
          {t('returns.sent')}
        </p>
        <RouterLink className="button" href={screenPath('my-order', { id: String(id) }, locale)}>
          {t('account.show_order')}
        </RouterLink>
      </div>
    );
  }
  if (order.isPending) return <Loading />;
  if (order.isError) return <p className="account__empty">{t('account.order_not_found')}</p>;
  return (
    <ReturnForm
      api={api}
      order={order.data.order}
      token={token}
      locale={locale}
      onDone={() => setSent(true)}
    />
  );
}

/** /my-order/return/:id: return lines of the order, with the order login or as its customer. */
export function MyOrderReturnPage() {
  const { t } = useStrings();
  const { code: locale } = useStorefront();
  const hydrated = useHydrated();
  const auth = useAuth();
  const { id } = useScreenParams();
  const orderId = orderIdOf(id);
  return (
    <main className="account my-order">
      <h1>{t('returns.title')}</h1>
      {!hydrated || auth.status === 'restoring' ? (
        <Loading />
      ) : orderId !== null ? (
        <MyOrderReturnContent id={orderId} locale={locale} />
      ) : (
        <p className="account__empty">{t('account.order_not_found')}</p>
      )}
    </main>
  );
}
