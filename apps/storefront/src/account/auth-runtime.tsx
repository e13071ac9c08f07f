import type { ApiClient } from '@nordshop/api-contract';
import {
  AUTH_STORAGE_FIELD,
  authActors,
  authMachine,
  authQueryPlan,
  refreshCall,
  withCoordinatedRefresh,
  type RefreshCoordination,
  globalAccessToken,
  loginModalMachine,
  persistedAuth,
  persistedTabAuth,
  persistedAuthPatch,
  readPersistedAuth,
} from '@nordshop/account';
import { patchTd02, readTd02 } from '@nordshop/browser-state';
import type { CartEvent } from '@nordshop/cart-domain';
import type { LocaleCode } from '@nordshop/locale-config';
import { fromInternalPath } from '../routing/internal-path';
import { SCREEN_TABLE } from '../routing/screen-table';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { createActor, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { screenPath } from '../routing/screen-path';
import { useAuthStore } from './auth-provider';
import type { AuthRuntime, AuthSnapshot, AuthStatus } from './auth-store';
import { LoginModal } from './login-modal';
import { localArea, sessionArea } from '../storage/storage-areas';

type AuthActor = ActorRefFrom<typeof authMachine>;

type ModalActor = ActorRefFrom<typeof loginModalMachine>;

function statusOf(snapshot: SnapshotFrom<typeof authMachine>): AuthStatus {
  if (snapshot.matches('loggedIn')) return 'loggedIn';
  if (snapshot.matches('loggedOut')) return 'loggedOut';
  return snapshot.context.via === 'restore' || snapshot.matches('restoring')
    ? 'restoring'
    : 'loggingIn';
}

function snapshotOf(auth: AuthActor, modal: ModalActor): AuthSnapshot {
  const state = auth.getSnapshot();
  const modalState = modal.getSnapshot();
  const status = statusOf(state);
  return {
    status,
    strategy: state.context.strategy,
    user: state.context.user,
    accessToken: status === 'loggedIn' ? (state.context.tokens?.access_token ?? null) : null,
    error: state.context.error,
    via: state.context.via,
    modal: {
      open: modalState.matches('open'),
      changePassword: modalState.context.changePassword,
      view: modalState.context.view,
    },
  };
}

function runtimeOf(auth: AuthActor, modal: ModalActor): AuthRuntime {
  let cached = snapshotOf(auth, modal);
  return {
    send: (event) => {
      if (event.type.startsWith('loginModal.'))
        modal.send(event as Parameters<ModalActor['send']>[0]);
      else auth.send(event as Parameters<AuthActor['send']>[0]);
    },
    snapshot: () => cached,
    subscribe: (listener) => {
      const update = () => {
        cached = snapshotOf(auth, modal);
        listener();
      };
      const a = auth.subscribe(update);
      const m = modal.subscribe(update);
      return () => {
        a.unsubscribe();
        m.unsubscribe();
      };
    },
  };
}

/**
 * Refreshes run in one tab at a time (Web Locks), and a tab takes over the token another tab has
 * just stored: a refresh token is good for one refresh only (docs/decisions/012).
 */
const tabsRefreshOnce: RefreshCoordination = {
  exclusive: (task) =>
    typeof navigator !== 'undefined' && 'locks' in navigator
      ? navigator.locks.request('nordshop-auth-refresh', task)
      : task(),
  storedAccessToken: () => readPersistedAuth(readTd02(localArea()))?.access_token ?? null,
  now: Date.now,
};

/**
 * Saves the session: an account login in local storage (across visits), an order login in the
 * tab's session storage (across reloads of the tab only: its token is not global).
 */
function saveSession(auth: AuthActor): void {
  const { context } = auth.getSnapshot();
  // Full or blocked storage: the session lasts for this page (patchTd02 never throws).
  patchTd02(localArea(), persistedAuthPatch(persistedAuth(context)));
  const tab = sessionArea();
  const tabAuth = persistedTabAuth(context);
  // The tab's value is written only when it holds or gets an order login.
  if (tabAuth !== null || readTd02(tab)[AUTH_STORAGE_FIELD] !== undefined)
    patchTd02(tab, persistedAuthPatch(tabAuth));
}

/**
 * The auth machine (myAccount and myOrder strategies) and the login modal machine of the page:
 * loaded after hydration. It restores the tab's order login or the stored account session, saves
 * them on every change (account: local storage; order: the tab's session storage), reads
 * the `token`, `order_link`, `login`, `change_password` and `forgot_password` query parameters
 * (spec section 2, authQueryPlan), re-prices the cart when a customer logs in or out, and shows
 * the login modal.
 */
export default function AuthRuntimeView({
  api,
  locale,
  cartSend,
}: {
  api: ApiClient;
  locale: LocaleCode;
  /** Where the cart's events go (the cart sits above the account: it prices for the customer). */
  cartSend: (event: CartEvent) => void;
}) {
  const store = useAuthStore();
  const router = useRouter();
  const [actors] = useState(() => {
    const machine = authMachine.provide({
      actors: withCoordinatedRefresh(authActors(api), refreshCall(api), tabsRefreshOnce),
    });
    return {
      auth: createActor(machine, {
        input: {
          stored: readPersistedAuth(readTd02(localArea())),
          storedInTab: readPersistedAuth(readTd02(sessionArea()), 'myOrder'),
          now: Date.now,
        },
      }),
      modal: createActor(loginModalMachine),
    };
  });

  useEffect(() => {
    const { auth, modal } = actors;
    auth.start();
    modal.start();
    let customerToken = globalAccessToken(auth.getSnapshot().context);
    const watch = auth.subscribe((snapshot) => {
      saveSession(auth);
      const token = globalAccessToken(snapshot.context);
      // A customer logged in or out: their category discounts and credit change the cart's prices.
      if ((token === null) !== (customerToken === null)) cartSend({ type: 'cart.sync' });
      customerToken = token;
      const modalState = modal.getSnapshot();
      if (
        snapshot.matches('loggedIn') &&
        modalState.matches('open') &&
        !modalState.context.changePassword
      )
        modal.send({ type: 'loginModal.close' });
    });
    const screen = fromInternalPath(router.state.location.pathname)?.name;
    const plan = authQueryPlan(window.location.search, {
      // The preview and unsubscribe links carry tokens of their own under the same name.
      tokenIsLoginLink: screen === undefined || SCREEN_TABLE[screen].ownToken !== true,
      orderPage: screen === 'my-order',
    });
    const tokenLogin = auth.on('auth.tokenLoginSucceeded', () => {
      cartSend({ type: 'cart.clearCheckout' });
      void router
        .navigate({ to: screenPath('my-account-orders', {}, locale), replace: true })
        // A forgotten-password or new-account link: the dialog opens over the orders page.
        .then(() => {
          if (plan.afterLogin) modal.send(plan.afterLogin);
        });
    });
    const tokenRefused = auth.on('auth.tokenLoginFailed', ({ strategy }) => {
      // The login panel says why an account's link did not log in; my-order says it for its own.
      if (strategy === 'myAccount' && plan.afterFailure) modal.send(plan.afterFailure);
    });
    const detach = store.attach(runtimeOf(auth, modal));

    if (plan.login) {
      auth.send(plan.login);
      // The link's token leaves the address bar (and the history) at once.
      const query = new URLSearchParams(window.location.search);
      for (const name of plan.drop) query.delete(name);
      const rest = query.toString();
      window.history.replaceState(
        window.history.state,
        '',
        `${window.location.pathname}${rest ? `?${rest}` : ''}${window.location.hash}`,
      );
    }
    if (plan.modal) modal.send(plan.modal);

    return () => {
      detach();
      watch.unsubscribe();
      tokenLogin.unsubscribe();
      tokenRefused.unsubscribe();
      auth.stop();
      modal.stop();
    };
  }, [actors, store, cartSend, router, locale]);

  return <LoginModal api={api} locale={locale} />;
}
