import type { ApiClient } from '@nordshop/api-contract';
import type { LocaleCode } from '@nordshop/locale-config';
import { useEffect, useRef } from 'react';
import { useStrings } from '@nordshop/catalog-ui';
import { useAuth, useAuthSend } from './auth-provider';
import { ChangePasswordForm } from './change-password-form';
import { LoginForm } from './login-form';
import { CreateAccountForm, ForgotPasswordForm } from './mail-request-forms';

/** What the open modal shows, by mode and form: each gets its title and its focus. */
type ModalScreen =
  'changePassword' | 'loginToChangePassword' | 'login' | 'forgotPassword' | 'createAccount';

const TITLE_KEYS: Readonly<Record<ModalScreen, string>> = {
  changePassword: 'account.change_password',
  loginToChangePassword: 'account.change_password',
  login: 'general.login',
  forgotPassword: 'auth.forgot_title',
  createAccount: 'auth.create_account',
};

/** Moves focus to the panel's first field. */
function focusFirst(element: HTMLElement): void {
  element.querySelector<HTMLInputElement>('input:not([type="hidden"])')?.focus();
}

/**
 * The login modal of the layout (spec section 4): the login form, the forgotten-password and
 * create-account forms, or in change-password mode the change-password form (after logging in
 * when needed; without the current password for a login link's session). A native modal dialog:
 * it opens with focus on its first field, a switch of form moves focus to the new form's first
 * field, focus stays inside, Escape and the close button close it.
 */
export function LoginModal({ api, locale }: { api: ApiClient; locale: LocaleCode }) {
  const { t } = useStrings();
  const auth = useAuth();
  const send = useAuthSend();
  const dialog = useRef<HTMLDialogElement>(null);
  const { open, changePassword, view } = auth.modal;
  const customer =
    auth.status === 'loggedIn' && auth.user?.scope === 'my-account' ? auth.user : null;
  const customerToken = customer && auth.strategy === 'myAccount' ? auth.accessToken : null;
  const screen: ModalScreen = changePassword
    ? customerToken
      ? 'changePassword'
      : 'loginToChangePassword'
    : view;
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
    // The panel opens to be filled in: focus goes to its first field (the e-mail address, or the
    // current password), not to the close button the dialog would pick first; so does a new form.
    if (open) focusFirst(element);
  }, [open, screen]);
  const close = () => {
    send({ type: 'loginModal.close' });
    send({ type: 'auth.dismissError' });
  };
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
        // The backdrop closes it, and so does a link followed from it (order tracking).
        const onLink = event.target instanceof Element && event.target.closest('a') !== null;
        if (event.target === event.currentTarget || onLink) close();
      }}
    >
      {open ? (
        <div className="login-modal__panel">
          <header className="login-modal__header">
            <h2 id="login-modal-title">{t(TITLE_KEYS[screen])}</h2>
            <button type="button" className="login-modal__close" onClick={close}>
              {t('general.close')}
            </button>
          </header>
          {screen === 'changePassword' && customer && customerToken ? (
            <ChangePasswordForm
              api={api}
              accessToken={customerToken}
              currentRequired={customer.current_password_required}
            />
          ) : screen === 'forgotPassword' ? (
            <ForgotPasswordForm api={api} />
          ) : screen === 'createAccount' ? (
            <CreateAccountForm api={api} />
          ) : (
            <>
              {screen === 'loginToChangePassword' ? (
                <p>{t('auth.login_to_change_password')}</p>
              ) : null}
              <LoginForm locale={locale} idPrefix="login-modal" />
            </>
          )}
        </div>
      ) : null}
    </dialog>
  );
}
