import {
  LOGIN_LINK_MAX_AGE_SECONDS,
  type ApiClient,
  type MailAcceptedResponse,
} from '@nordshop/api-contract';
import {
  checkMailRequest,
  mailRequestFailure,
  type MailRequest,
  type MailRequestFailure,
} from '@nordshop/account';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useStrings } from '@nordshop/catalog-ui';
import { Field } from '../ui/form-field';
import { useAuthSend } from './auth-provider';

/** The text key of a mail request that was not accepted, beyond its fields. */
function failureKey(failure: MailRequestFailure | null): string | null {
  if (failure?.reason === 'rateLimited') return 'auth.error.rateLimited';
  if (failure?.reason === 'unavailable') return 'auth.mail_unavailable';
  return null;
}

/**
 * A request answered by e-mail (POST /api/auth/forgot-password or /api/auth/register): checked
 * with the API's schema before it is sent, then sent once at a time. The answer is the same
 * whatever the address, so success shows one confirmation; the failure's fields and reason stay
 * until the next try.
 */
function useMailRequest(api: ApiClient) {
  const [refused, setRefused] = useState<MailRequestFailure | null>(null);
  const mutation = useMutation<MailAcceptedResponse, unknown, MailRequest>({
    mutationFn: (request) =>
      request.kind === 'register' ? api.register(request.body) : api.forgotPassword(request.body),
  });
  const submit = (request: MailRequest) => {
    if (mutation.isPending) return;
    const failure = checkMailRequest(request);
    setRefused(failure);
    if (failure === null) mutation.mutate(request);
  };
  const failure = refused ?? (mutation.isError ? mailRequestFailure(mutation.error) : null);
  return { submit, failure, pending: mutation.isPending, sent: mutation.isSuccess };
}

/** The confirmation of a sent request (focused, announced) and the way back to the login form. */
function MailSent({ children }: { children: ReactNode }) {
  const { t } = useStrings();
  const send = useAuthSend();
  const message = useRef<HTMLParagraphElement>(null);
  useEffect(() => message.current?.focus(), []);
  return (
    <div className="login-form">
      <p ref={message} className="form-success" role="status" tabIndex={-1}>
        {children}
      </p>
      <BackToLogin
        onBack={() => send({ type: 'loginModal.showLogin' })}
        label={t('auth.back_to_login')}
      />
    </div>
  );
}

function BackToLogin({ onBack, label }: { onBack: () => void; label: string }) {
  return (
    <p className="login-form__help">
      <button type="button" className="link-button" onClick={onBack}>
        {label}
      </button>
    </p>
  );
}

/** The shared end of both forms: why it was not sent, the submit button and the way back. */
function MailFormEnd({
  failure,
  pending,
  submitLabel,
}: {
  failure: MailRequestFailure | null;
  pending: boolean;
  submitLabel: string;
}) {
  const { t } = useStrings();
  const send = useAuthSend();
  const key = failureKey(failure);
  return (
    <>
      {key ? (
        <p className="form-alert" role="alert">
          {t(key)}
        </p>
      ) : null}
      {/* Not disabled while sending: a disabled button would drop keyboard focus. */}
      <button
        type="submit"
        className="button button--primary"
        aria-disabled={pending}
        aria-busy={pending}
      >
        {pending ? t('auth.sending') : submitLabel}
      </button>
      <BackToLogin
        onBack={() => send({ type: 'loginModal.showLogin' })}
        label={t('auth.back_to_login')}
      />
    </>
  );
}

/**
 * The login panel's forgotten-password form: the account's e-mail address, and a login link is
 * mailed to it (it opens the change-password dialog). The confirmation is the same whether the
 * address has an account or not.
 */
export function ForgotPasswordForm({ api }: { api: ApiClient }) {
  const { t } = useStrings();
  const [email, setEmail] = useState('');
  const request = useMailRequest(api);
  if (request.sent)
    return (
      <MailSent>
        {t('auth.forgot_sent', { minutes: Math.round(LOGIN_LINK_MAX_AGE_SECONDS / 60) })}
      </MailSent>
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    request.submit({ kind: 'forgotPassword', body: { email: email.trim() } });
  };
  return (
    <form className="login-form" noValidate onSubmit={submit}>
      <p className="login-form__lead">{t('auth.forgot_lead')}</p>
      <Field
        name="email"
        label={t('account.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        error={request.failure?.fields['email'] ? t('checkout.error.email') : undefined}
        onChange={setEmail}
        onBlur={() => undefined}
      />
      <MailFormEnd
        failure={request.failure}
        pending={request.pending}
        submitLabel={t('auth.send_link')}
      />
    </form>
  );
}

/**
 * The login panel's create-account form: name and e-mail address; the account's confirmation link
 * is mailed, and it lets the shopper choose a password.
 */
export function CreateAccountForm({ api }: { api: ApiClient }) {
  const { t } = useStrings();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const request = useMailRequest(api);
  if (request.sent) return <MailSent>{t('auth.create_sent')}</MailSent>;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    request.submit({ kind: 'register', body: { name: name.trim(), email: email.trim() } });
  };
  return (
    <form className="login-form" noValidate onSubmit={submit}>
      <p className="login-form__lead">{t('auth.create_lead')}</p>
      <Field
        name="name"
        label={t('auth.name')}
        autoComplete="name"
        value={name}
        error={request.failure?.fields['name'] ? t('checkout.error.required') : undefined}
        onChange={setName}
        onBlur={() => undefined}
      />
      <Field
        name="email"
        label={t('account.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        error={request.failure?.fields['email'] ? t('checkout.error.email') : undefined}
        onChange={setEmail}
        onBlur={() => undefined}
      />
      <MailFormEnd
        failure={request.failure}
        pending={request.pending}
        submitLabel={t('auth.create_account')}
      />
    </form>
  );
}
