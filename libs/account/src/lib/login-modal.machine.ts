import { assign, setup } from 'xstate';
import type { QueryInput } from './auth-query-params';
import { shouldOpenChangePasswordFromQuery, shouldOpenLoginFromQuery } from './auth-query-params';

/** Every event the login modal machine accepts, namespaced `loginModal.` in dot-case. */
export type LoginModalEvent =
  /** Opens the login modal in login mode (clears the change-password flag). */
  | { type: 'loginModal.open' }
  /** Opens the login modal in change-password mode. */
  | { type: 'loginModal.showChangePassword' }
  | { type: 'loginModal.close' };

/** The login modal machine's context. */
export interface LoginModalContext {
  /** The modal shows the change-password form instead of the login form; false while closed. */
  readonly changePassword: boolean;
}

/**
 * The event that a page's query asks of the login modal: `change_password` shows the
 * change-password dialog, else `login` opens the login panel; null when neither is present.
 */
export function loginModalEventFromQuery(search: QueryInput): LoginModalEvent | null {
  if (shouldOpenChangePasswordFromQuery(search)) return { type: 'loginModal.showChangePassword' };
  if (shouldOpenLoginFromQuery(search)) return { type: 'loginModal.open' };
  return null;
}

/**
 * The login modal of the layout (spec section 4, Login modal): `loginModal.open` opens it and
 * clears the change-password flag; `loginModal.showChangePassword` opens it in change-password
 * mode; `loginModal.close` closes it. Either open event also switches the mode of an open modal.
 */
export const loginModalMachine = setup({
  types: {
    context: {} as LoginModalContext,
    events: {} as LoginModalEvent,
  },
  actions: {
    loginMode: assign({ changePassword: false }),
    changePasswordMode: assign({ changePassword: true }),
  },
}).createMachine({
  id: 'loginModal',
  context: { changePassword: false },
  initial: 'closed',
  on: {
    'loginModal.open': { target: '.open', actions: 'loginMode' },
    'loginModal.showChangePassword': { target: '.open', actions: 'changePasswordMode' },
  },
  states: {
    closed: {},
    open: {
      on: { 'loginModal.close': { target: 'closed', actions: 'loginMode' } },
    },
  },
});
