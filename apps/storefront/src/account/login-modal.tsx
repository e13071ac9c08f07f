import { ApiRequestError, type ApiClient } from '@nordshop/api-contract';
import type { LocaleCode } from '@nordshop/locale-config';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useStrings } from '@nordshop/catalog-ui';
import { Field } from '../ui/form-field';
import { useAuth, useAuthSend } from './auth-provider';
import { LoginForm } from './login-form';
import { PASSWORD_MIN_LENGTH as PASSWORD_MIN } from '@nordshop/api-contract';

type ChangeState =
  { type: 'idle' } | { type: 'sending' } | { type: 'done' } | { type: 'failed'; key: string };

/**
 * The change-password form of a logged-in customer (POST /api/auth/change-password). The change
 * ends every session of the account; this one goes on with the tokens of the answer.
 */
function ChangePasswordForm({ api, accessToken }: { api: ApiClient; accessToken: string }) {
  const { t } = useStrings();
  const send = useAuthSend();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [state, setState] = useState<ChangeState>({ type: 'idle' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (current === '') found['current_password'] = t('checkout.error.required');
    if (next.length < PASSWORD_MIN)
      found['new_password'] = t('auth.error.password_short', { count: PASSWORD_MIN });
    if (repeat !== next) found['repeat_password'] = t('auth.error.password_mismatch');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setState({ type: 'sending' });
    try {
      const tokens = await api.changePassword(
        { current_password: current, new_password: next },
        accessToken,
      );
      send({ type: 'auth.sessionRenewed', tokens });
      setState({ type: 'done' });
      setCurrent('');
      setNext('');
      setRepeat('');
    } catch (error) {
      const status = error instanceof ApiRequestError ? error.status : 0;
      setState({
        type: 'failed',
        key:
          status === 401
            ? 'auth.error.current_password'
            : status === 429
              ? 'auth.error.rateLimited'
              : 'auth.error.unavailable',
      });
    }
  };
  if (state.type === 'done') {
    return (
      <p className="form-success" role="status">
        {t('auth.password_changed')}
      </p>
    );
  }
  return (
    <form className="login-form" noValidate onSubmit={(event) => void submit(event)}>
      <Field
        name="current_password"
        label={t('auth.current_password')}
        type="password"
        autoComplete="current-password"
        value={current}
        error={errors['current_password']}
        onChange={setCurrent}
        onBlur={() => undefined}
      />
      <Field
        name="new_password"
        label={t('auth.new_password')}
        type="password"
        autoComplete="new-password"
        value={next}
        error={errors['new_password']}
        onChange={setNext}
        onBlur={() => undefined}
      />
      <Field
        name="repeat_password"
        label={t('auth.repeat_password')}
        type="password"
        autoComplete="new-password"
        value={repeat}
        error={errors['repeat_password']}
        onChange={setRepeat}
        onBlur={() => undefined}
      />
      {state.type === 'failed' ? (
        <p className="form-alert" role="alert">
          {t(state.key)}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={state.type === 'sending'}>
        {t('account.change_password')}
      </button>
    </form>
  );
}

/**
 * The login modal of the layout (spec section 4): the login form, or in change-password mode the
 * change-password form (after logging in when needed). A native modal dialog: it opens with focus
 * on its first field, focus stays inside, Escape and the close button close it.
 */
export function LoginModal({ api, locale }: { api: ApiClient; locale: LocaleCode }) {
  const { t } = useStrings();
  const auth = useAuth();
  const send = useAuthSend();
  const dialog = useRef<HTMLDialogElement>(null);
  const { open, changePassword } = auth.modal;
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      // The panel opens to be filled in: focus goes to its first field (the e-mail address, or the
      // current password), not to the close button the dialog would pick first.
      element.querySelector<HTMLInputElement>('input:not([type="hidden"])')?.focus();
    }
    if (!open && element.open) element.close();
  }, [open]);
  const close = () => {
    send({ type: 'loginModal.close' });
    send({ type: 'auth.dismissError' });
  };
  const customerToken =
    auth.status === 'loggedIn' && auth.strategy === 'myAccount' ? auth.accessToken : null;
  const title = changePassword ? t('account.change_password') : t('general.login');
  return (
    <dialog
      ref={dialog}
      className="login-modal"
      aria-labelledby="login-modal-title"
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClick={(event) => {
        // The backdrop closes it, and so does a link followed from it (help, order tracking).
        const onLink = event.target instanceof Element && event.target.closest('a') !== null;
        if (event.target === event.currentTarget || onLink) close();
      }}
    >
      {open ? (
        <div className="login-modal__panel">
          <header className="login-modal__header">
            <h2 id="login-modal-title">{title}</h2>
            <button type="button" className="login-modal__close" onClick={close}>
              {t('general.close')}
            </button>
          </header>
          {changePassword && customerToken ? (
            <ChangePasswordForm api={api} accessToken={customerToken} />
          ) : (
            <>
              {changePassword ? <p>{t('auth.login_to_change_password')}</p> : null}
              <LoginForm locale={locale} idPrefix="login-modal" />
            </>
          )}
        </div>
      ) : null}
    </dialog>
  );
}
