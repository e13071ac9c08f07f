import type { CustomerUser } from '@nordshop/account';
import type { LocaleCode, RouteName } from '@nordshop/locale-config';
import type { ReactNode } from 'react';
import { useStrings } from '@nordshop/catalog-ui';
import { useHydrated } from '../ui/use-hydrated';
import { useStorefront } from '../routing/hooks';
import { screenPath } from '../routing/screen-path';
import { RouterLink } from '../routing/use-links';
import { useAuth, useAuthSend } from './auth-provider';
import { LoginForm } from './login-form';

/** The account area's sections, in menu order, with their text keys. */
const SECTIONS: readonly { readonly name: RouteName; readonly key: string }[] = [
  { name: 'my-account', key: 'account.start' },
  { name: 'my-account-overview', key: 'account.overview' },
  { name: 'my-account-orders', key: 'account.orders' },
  { name: 'my-account-profile', key: 'account.profile' },
  { name: 'my-account-returns', key: 'account.returns' },
  { name: 'my-account-subscriptions', key: 'account.subscriptions' },
];

/** What an account page gets once a customer is logged in. */
export interface AccountSession {
  readonly locale: LocaleCode;
  readonly token: string;
  readonly user: CustomerUser;
}

/** A loading line for the account pages. */
export function Loading() {
  const { t } = useStrings();
  return (
    <p className="account__loading" role="status">
      {t('general.loading')}
    </p>
  );
}

/** An error line with a way to try again. */
export function LoadFailed({ retry }: { retry: () => void }) {
  const { t } = useStrings();
  return (
    <div className="form-alert" role="alert">
      <p>{t('account.load_failed')}</p>
      <button type="button" className="button" onClick={retry}>
        {t('account.try_again')}
      </button>
    </div>
  );
}

/**
 * The account area (/my-account and its children): the section menu and the page, for a logged-in
 * customer. While a stored session is checked it shows a loading line; a visitor gets the login
 * form in place; an order login (myOrder) is pointed to its order.
 */
export function AccountLayout({
  section,
  title,
  children,
}: {
  section: RouteName;
  title: string;
  children: (session: AccountSession) => ReactNode;
}) {
  const { t } = useStrings();
  const { code: locale } = useStorefront();
  const hydrated = useHydrated();
  const auth = useAuth();
  const send = useAuthSend();
  const user = auth.status === 'loggedIn' && auth.user?.scope === 'my-account' ? auth.user : null;
  let content: ReactNode;
  if (
    !hydrated ||
    auth.status === 'restoring' ||
    (auth.status === 'loggingIn' && auth.strategy === 'myAccount' && auth.error === null && !user)
  ) {
    content = <Loading />;
  } else if (user && auth.accessToken) {
    content = children({ locale, token: auth.accessToken, user });
  } else if (auth.status === 'loggedIn' && auth.user?.scope === 'my-order') {
    content = (
      <div className="account__panel">
        <p>{t('account.order_login_only', { id: auth.user.order_id })}</p>
        <RouterLink
          className="button button--primary"
          href={screenPath('my-order', { id: String(auth.user.order_id) }, locale)}
        >
          {t('account.show_order')}
        </RouterLink>
      </div>
    );
  } else {
    content = (
      <div className="account__panel account__login">
        <h2>{t('general.login')}</h2>
        <p>{t('account.login_lead')}</p>
        <LoginForm locale={locale} idPrefix="account-login" />
      </div>
    );
  }
  return (
    <main className="account" data-screen={section}>
      <div className="account__head">
        <h1>{title}</h1>
        {user ? (
          <p className="account__who">
            {t('account.logged_in_as', { name: user.name })}{' '}
            <button
              type="button"
              className="link-button"
              onClick={() => send({ type: 'auth.logout' })}
            >
              {t('general.logout')}
            </button>
          </p>
        ) : null}
      </div>
      <div className="account__body">
        {user ? (
          <nav className="account__nav" aria-label={t('general.my_account')}>
            <ul>
              {SECTIONS.map((entry) => (
                <li key={entry.name}>
                  <RouterLink
                    href={screenPath(entry.name, {} as never, locale)}
                    aria-current={entry.name === section ? 'page' : undefined}
                  >
                    {t(entry.key)}
                  </RouterLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <div className="account__content">{content}</div>
      </div>
    </main>
  );
}
