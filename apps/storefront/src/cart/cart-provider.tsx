import {
  readVatDisplayCookie,
  vatDisplayCookie,
  type CartContext,
  type CartEvent,
} from '@nordshop/cart-domain';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useLayoutData, useRouterContext } from '../routing/hooks';
import {
  CartStore,
  cartNeedsMachine,
  serverSummary,
  summaryFromStorage,
  type CartSummary,
} from './cart-store';
import { readLocalState } from './local-state';

const CartStoreContext = createContext<CartStore | null>(null);

/**
 * Keeps the vat_display cookie equal to the cart's VAT display, so the server renders in it. The
 * cookie is read once and written when the display changes: reading `document.cookie` is a
 * synchronous call to the browser's cookie store, too slow for every change of the cart (an add's
 * click notifies the store).
 */
function mirrorVatDisplay(store: CartStore): () => void {
  let written: boolean | null = readVatDisplayCookie(document.cookie);
  const write = () => {
    const { vat } = store.summary();
    if (written === vat) return;
    written = vat;
    document.cookie = vatDisplayCookie(vat, { secure: window.location.protocol === 'https:' });
  };
  write();
  return store.subscribe(write);
}

/**
 * The page's cart store: the count and VAT flag from local storage (td02) at once, and every
 * change queued until the cart machine (cart-runtime.tsx) runs it. The machine starts right after
 * hydration when the cart has work (cartNeedsMachine), else at the first cart command: a visitor
 * who only reads the page never pays for its start and sync (its code is only fetched and run while the
 * browser is idle, see load-cart-runtime.ts), and an add answers at once meanwhile (CartStore.add).
 * Where the storefront offers
 * the ex-VAT display, the VAT display is mirrored to the vat_display cookie (docs/decisions 015).
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => new CartStore(summaryFromStorage(readLocalState())));
  const allowExVat = useLayoutData().storefront.allowExVAT;
  const cookieVat = useRouterContext().vatDisplay;
  const [server] = useState(() => ({
    summary: serverSummary(cookieVat, allowExVat),
    vat: allowExVat ? cookieVat : true,
  }));
  useEffect(() => (allowExVat ? mirrorVatDisplay(store) : undefined), [store, allowExVat]);
  useEffect(() => {
    if (cartNeedsMachine(readLocalState(), window.location.search)) store.want();
  }, [store]);
  return (
    <CartStoreContext.Provider value={store}>
      <ServerCartContext.Provider value={server}>{children}</ServerCartContext.Provider>
    </CartStoreContext.Provider>
  );
}

/** What the server rendered of the cart: the summary, and the VAT display (null: not known). */
interface ServerCart {
  readonly summary: CartSummary;
  readonly vat: boolean | null;
}

const ServerCartContext = createContext<ServerCart>({
  summary: serverSummary(null, false),
  vat: true,
});

/** The cart store of the page. */
export function useCartStore(): CartStore {
  const store = useContext(CartStoreContext);
  if (!store) throw new Error('useCartStore needs a CartProvider above it');
  return store;
}

/** Sends an event to the cart (queued until the cart machine runs). */
export function useCartSend(): (event: CartEvent) => void {
  const store = useCartStore();
  return useCallback((event: CartEvent) => store.send(event), [store]);
}

/**
 * The cart's unit count and VAT display flag; until hydration the server's values (an empty cart
 * in the vat_display cookie's mode, including VAT when it is not known).
 */
export function useCartSummary(): CartSummary {
  const store = useCartStore();
  const server = useContext(ServerCartContext).summary;
  return useSyncExternalStore(store.subscribe, store.summary, () => server);
}

/**
 * The cart's VAT display flag alone: a component that reads it renders again only when the flag
 * changes, not at every add (the count). Until hydration the server's.
 */
export function useCartVat(): boolean {
  const store = useCartStore();
  const server = useContext(ServerCartContext).summary.vat;
  return useSyncExternalStore(
    store.subscribe,
    () => store.summary().vat,
    () => server,
  );
}

/**
 * The VAT display the switch shows: true including VAT, false excluding; null on the server and
 * while hydrating when the vat_display cookie does not say (the mode lives in the browser).
 */
export function useVatDisplay(): boolean | null {
  const store = useCartStore();
  const server = useContext(ServerCartContext).vat;
  return useSyncExternalStore(
    store.subscribe,
    () => store.summary().vat,
    () => server,
  );
}

/**
 * The VAT switch's mode (as {@link useVatDisplay}) and its change. Read where the switch is drawn,
 * not by the component around it: the mode becomes known as hydration ends, and only the switch
 * renders again then.
 */
export function useVatSwitch(): { includeVat: boolean | null; onChange: (vat: boolean) => void } {
  const includeVat = useVatDisplay();
  const send = useCartSend();
  const onChange = useCallback(
    (vat: boolean) => send({ type: 'cart.vatDisplayChanged', vat }),
    [send],
  );
  return { includeVat, onChange };
}

/** The whole cart once the cart machine runs (it loads for the caller); null before and on the server. */
export function useCartContext(): CartContext | null {
  const store = useCartStore();
  useEffect(() => store.want(), [store]);
  return useSyncExternalStore(store.subscribe, store.context, () => null);
}

/** Whether the page should load the cart machine now (false on the server and while hydrating). */
export function useCartWanted(): boolean {
  const store = useCartStore();
  return useSyncExternalStore(store.subscribe, store.wanted, () => false);
}
