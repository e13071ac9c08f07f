import type { LoginFailure } from '@nordshop/account';
import type { LocaleCode } from '@nordshop/locale-config';
import { useState, type FormEvent } from 'react';
import { useStrings } from '@nordshop/catalog-ui';
import { Field } from '../ui/form-field';
import { screenPath } from '../routing/screen-path';
import { RouterLink } from '../routing/use-links';
import { useAuth, useAuthSend } from './auth-provider';

/** The text key of a failed login, by reason (auth.error.wrongCredentials, ...). */
export function loginErrorKey(failure: LoginFailure): string {
  return `auth.error.${failure.reason}`;
}

/**
 * The account login form (myAccount strategy): e-mail and password, the failure of the last
 * attempt, the login panel's forgotten-password and create-account forms, and order tracking for
 * shoppers without an account.
 */
export function LoginForm({ locale, idPrefix }: { locale: LocaleCode; idPrefix: string }) {
  const { t } = useStrings();
  const auth = useAuth();
  const send = useAuthSend();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const busy = auth.status === 'loggingIn' && auth.strategy === 'myAccount';
  const failure = auth.strategy === 'myAccount' ? auth.error : null;
  const fieldError = (name: string) =>
    failure?.fields[name]
      ? t(name === 'email' ? 'checkout.error.email' : 'checkout.error.required')
      : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'auth.login', credentials: { email: email.trim(), password } });
  };
  return (
    <form
      className="login-form"
      noValidate
      onSubmit={submit}
      aria-describedby={failure ? `${idPrefix}-error` : undefined}
    >
      <Field
        name="email"
        label={t('account.email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        value={email}
        error={fieldError('email')}
        onChange={setEmail}
        onBlur={() => undefined}
      />
      <Field
        name="password"
        label={t('account.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        error={fieldError('password')}
        onChange={setPassword}
        onBlur={() => undefined}
      />
      {failure && failure.reason !== 'invalidInput' ? (
        <p id={`${idPrefix}-error`} className="form-alert" role="alert">
          {t(loginErrorKey(failure))}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? t('auth.logging_in') : t('general.login')}
      </button>
      <p className="login-form__help">
        <button
          type="button"
          className="link-button"
          onClick={() => send({ type: 'loginModal.showForgotPassword' })}
        >
          {t('auth.forgot_password')}
        </button>
        <button
          type="button"
          className="link-button"
          onClick={() => send({ type: 'loginModal.showCreateAccount' })}
        >
          {t('auth.create_account')}
        </button>
      </p>
      <p className="login-form__alt">
        {t('auth.no_account')}{' '}
        <RouterLink href={screenPath('track-order', {}, locale)}>
          {t('account.track_order')}
        </RouterLink>
      </p>
    </form>
  );
}
