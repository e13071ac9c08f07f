import { isJsonObject, type Td02 } from '@nordshop/browser-state';
import type {
  AuthEvent,
  AuthStrategy,
  AuthUser,
  AuthVia,
  LoginFailure,
  LoginModalEvent,
  LoginModalView,
} from '@nordshop/account';

/** Where the shopper's session stands, as the pages need it. */
export type AuthStatus = 'restoring' | 'loggedOut' | 'loggingIn' | 'loggedIn';

/** The session as the header, the login modal and the account pages see it. */
export interface AuthSnapshot {
  readonly status: AuthStatus;
  readonly strategy: AuthStrategy;
  /** The logged-in user; null unless `status` is loggedIn. */
  readonly user: AuthUser | null;
  /** The session's access token (a customer's or an order's); null when logged out. */
  readonly accessToken: string | null;
  /** Why the last login failed, until the next one. */
  readonly error: LoginFailure | null;
  /** How the session (or the login in flight) began: `token` for an e-mailed link; null when none. */
  readonly via: AuthVia | null;
  /** The login modal: open, in change-password mode, and the form of login mode. */
  readonly modal: {
    readonly open: boolean;
    readonly changePassword: boolean;
    readonly view: LoginModalView;
  };
}

/** The running auth and login-modal machines, as the store sees them (see auth-runtime.tsx). */
export interface AuthRuntime {
  readonly send: (event: AuthEvent | LoginModalEvent) => void;
  readonly snapshot: () => AuthSnapshot;
  readonly subscribe: (listener: () => void) => () => void;
}

const CLOSED = { open: false, changePassword: false, view: 'login' } as const;

/** The server's view, and a visitor's: nobody logged in, the modal closed. */
export const LOGGED_OUT: AuthSnapshot = {
  status: 'loggedOut',
  strategy: 'myAccount',
  user: null,
  accessToken: null,
  error: null,
  via: null,
  modal: CLOSED,
};

/** The `auth` object of a td02 value when it holds an access token. */
function storedSession(td02: Td02): Record<string, unknown> | undefined {
  const auth = td02.auth;
  return isJsonObject(auth) &&
    typeof auth['access_token'] === 'string' &&
    auth['access_token'] !== ''
    ? auth
    : undefined;
}

/**
 * The session before the auth machine runs, from the td02 values of local storage (an account
 * session) and of the tab's session storage (an order login, which wins: it is the tab's latest):
 * `restoring` with the session's strategy when one is stored (the machine checks it), else logged
 * out. No schema validation here (the machine validates what it restores), so this stays out of
 * the first-load code.
 */
export function snapshotFromStorage(stored: Td02, tab: Td02 = {}): AuthSnapshot {
  if (storedSession(tab)?.['strategy'] === 'myOrder')
    return { ...LOGGED_OUT, status: 'restoring', strategy: 'myOrder' };
  return storedSession(stored) ? { ...LOGGED_OUT, status: 'restoring' } : LOGGED_OUT;
}

/**
 * The page's session before the auth machine has loaded: the snapshot read from storage and a
 * queue of events that run, in order, once the machine is attached. After that every event goes
 * straight to the machines and the snapshot follows them.
 */
export class AuthStore {
  private runtime: AuthRuntime | null = null;
  private pending: (AuthEvent | LoginModalEvent)[] = [];
  private wanted: boolean;
  private current: AuthSnapshot;
  private readonly listeners = new Set<() => void>();

  constructor(initial: AuthSnapshot = LOGGED_OUT) {
    this.current = initial;
    this.wanted = initial.status === 'restoring';
  }

  /**
   * Whether the page needs the auth machines: a stored session to restore, an event sent to them,
   * or `want()`. A visitor who never logs in never loads them (docs/decisions/008).
   */
  demanded = (): boolean => this.wanted;

  /** Asks for the auth machines (e.g. a login query parameter). */
  want(): void {
    if (this.wanted) return;
    this.wanted = true;
    this.notify();
  }

  /** Sends an event to the auth or login-modal machine (queued until they run). */
  send(event: AuthEvent | LoginModalEvent): void {
    if (this.runtime) this.runtime.send(event);
    else {
      this.pending.push(event);
      this.want();
    }
  }

  /** Connects the running machines: queued events run, the snapshot follows the machines. */
  attach(runtime: AuthRuntime): () => void {
    this.runtime = runtime;
    const update = () => this.set(runtime.snapshot());
    const unsubscribe = runtime.subscribe(update);
    const queued = this.pending;
    this.pending = [];
    for (const event of queued) runtime.send(event);
    update();
    return () => {
      unsubscribe();
      if (this.runtime === runtime) this.runtime = null;
    };
  }

  snapshot = (): AuthSnapshot => this.current;

  /** The logged-in customer's access token for the shop's other calls (cart, checkout); null otherwise. */
  customerToken = (): string | null =>
    this.current.status === 'loggedIn' && this.current.strategy === 'myAccount'
      ? this.current.accessToken
      : null;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(next: AuthSnapshot): void {
    const previous = this.current;
    if (
      next.status === previous.status &&
      next.user === previous.user &&
      next.accessToken === previous.accessToken &&
      next.error === previous.error &&
      next.via === previous.via &&
      next.strategy === previous.strategy &&
      next.modal.open === previous.modal.open &&
      next.modal.changePassword === previous.modal.changePassword &&
      next.modal.view === previous.modal.view
    ) {
      return;
    }
    this.current = next;
    this.notify();
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}
