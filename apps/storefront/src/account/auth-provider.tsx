import type { AuthEvent, LoginModalEvent } from '@nordshop/account';
import {
  createContext,
  useCallback,
  useContext,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { readTd02 } from '@nordshop/browser-state';
import { localArea, sessionArea } from '../storage/storage-areas';
import { AuthStore, LOGGED_OUT, snapshotFromStorage, type AuthSnapshot } from './auth-store';

const AuthStoreContext = createContext<AuthStore | null>(null);

/**
 * The page's session store: `restoring` at once when td02 holds an account session (local
 * storage) or the tab's order login (session storage), and every event queued until the auth
 * machine (auth-runtime.tsx, loaded after hydration) runs it.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [store] = useState(
    () => new AuthStore(snapshotFromStorage(readTd02(localArea()), readTd02(sessionArea()))),
  );
  return <AuthStoreContext.Provider value={store}>{children}</AuthStoreContext.Provider>;
}

/** The auth store of the page. */
export function useAuthStore(): AuthStore {
  const store = useContext(AuthStoreContext);
  if (!store) throw new Error('useAuthStore needs an AuthProvider above it');
  return store;
}

/** Sends an event to the auth or login-modal machine (queued until they run). */
export function useAuthSend(): (event: AuthEvent | LoginModalEvent) => void {
  const store = useAuthStore();
  return useCallback((event: AuthEvent | LoginModalEvent) => store.send(event), [store]);
}

/** Whether the page needs the auth machines (see AuthStore.demanded); false on the server. */
export function useAuthDemanded(): boolean {
  const store = useAuthStore();
  return useSyncExternalStore(store.subscribe, store.demanded, () => false);
}

/** The session; logged out on the server and while React hydrates. */
export function useAuth(): AuthSnapshot {
  const store = useAuthStore();
  return useSyncExternalStore(store.subscribe, store.snapshot, () => LOGGED_OUT);
}
