import { assign, setup } from 'xstate';
import type { QueryInput } from './auth-query-params';
import {
  shouldOpenChangePasswordFromQuery,
  shouldOpenForgotPasswordFromQuery,
  shouldOpenLoginFromQuery,
} from './auth-query-params';

/**
 * What the login modal shows in login mode: the login form, the forgotten-password form (an
 * e-mailed login link) or the create-account form.
 */
export type LoginModalView = 'login' | 'forgotPassword' | 'createAccount';

/** Every event the login modal machine accepts, namespaced `loginModal.` in dot-case. */
export type LoginModalEvent =
  /** Opens the login modal in login mode on the login form (clears the change-password flag). */
  | { type: 'loginModal.open' }
  /** Opens the login modal in change-password mode. */
  | { type: 'loginModal.showChangePassword' }
  /** Opens the login modal on (or switches it to) the forgotten-password form. */
  | { type: 'loginModal.showForgotPassword' }
  /** Opens the login modal on (or switches it to) the create-account form. */
  | { type: 'loginModal.showCreateAccount' }
  /** Back to the login form of an open modal. */
  | { type: 'loginModal.showLogin' }
  | { type: 'loginModal.close' };

/** The login modal machine's context. */
export interface LoginModalContext {
  /** The modal shows the change-password form instead of the login form; false while closed. */
  readonly changePassword: boolean;
  /** The form of login mode; `login` while closed. */
  readonly view: LoginModalView;
}

/**
 * The event that a page's query asks of the login modal: `change_password` shows the
 * change-password dialog, else `forgot_password` the forgotten-password form, else `login` opens
 * the login panel; null when none is present.
 */
export function loginModalEventFromQuery(search: QueryInput): LoginModalEvent | null {
  if (shouldOpenChangePasswordFromQuery(search)) return { type: 'loginModal.showChangePassword' };
  if (shouldOpenForgotPasswordFromQuery(search)) return { type: 'loginModal.showForgotPassword' };
  if (shouldOpenLoginFromQuery(search)) return { type: 'loginModal.open' };
  return null;
}

/**
 * The login modal of the layout (spec section 4, Login modal): `loginModal.open` opens it on the
 * login form and clears the change-password flag; `loginModal.showChangePassword` opens it in
 * change-password mode; `loginModal.showForgotPassword` and `loginModal.showCreateAccount` open it
 * on those forms (login mode), `loginModal.showLogin` goes back to the login form;
 * `loginModal.close` closes it. Every open event also switches an open modal.
 */
export const loginModalMachine = setup({
  types: {
    context: {} as LoginModalContext,
    events: {} as LoginModalEvent,
  },
  actions: {
    loginMode: assign({ changePassword: false, view: 'login' }),
    changePasswordMode: assign({ changePassword: true, view: 'login' }),
    forgotPasswordView: assign({ changePassword: false, view: 'forgotPassword' }),
    createAccountView: assign({ changePassword: false, view: 'createAccount' }),
  },
}).createMachine({
  id: 'loginModal',
  context: { changePassword: false, view: 'login' },
  initial: 'closed',
  on: {
    'loginModal.open': { target: '.open', actions: 'loginMode' },
    'loginModal.showChangePassword': { target: '.open', actions: 'changePasswordMode' },
    'loginModal.showForgotPassword': { target: '.open', actions: 'forgotPasswordView' },
    'loginModal.showCreateAccount': { target: '.open', actions: 'createAccountView' },
  },
  states: {
    closed: {},
    open: {
      on: {
        'loginModal.showLogin': { actions: 'loginMode' },
        'loginModal.close': { target: 'closed', actions: 'loginMode' },
      },
    },
  },
});
