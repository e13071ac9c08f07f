import type { CartContext, CartEvent } from '@nordshop/cart-domain';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import {
  CartStore,
  EMPTY_SUMMARY,
  cartNeedsMachine,
  summaryFromStorage,
  type CartCommand,
  type CartSummary,
} from './cart-store';
import { readLocalState } from './local-state';

const CartStoreContext = createContext<CartStore | null>(null);

/** What the server renders (and hydration matches): an empty cart including VAT. */
const SERVER_SUMMARY: CartSummary = EMPTY_SUMMARY;

/** The first signs of a shopper at work on the page: the cart machine starts loading on one. */
const FIRST_TOUCH_EVENTS = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * The page's cart store: the count and VAT flag from local storage (td02) at once, and every
 * change queued until the cart machine (cart-runtime.tsx) runs it. The machine loads right after
 * hydration when the cart has work (cartNeedsMachine), else at the shopper's first touch, key or
 * cart command: a visitor who only reads the page never pays for it.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => new CartStore(summaryFromStorage(readLocalState())));
  useEffect(() => {
    if (cartNeedsMachine(readLocalState(), window.location.search)) {
      store.want();
      return;
    }
    const stop = () => {
      for (const name of FIRST_TOUCH_EVENTS)
        window.removeEventListener(name, want, { capture: true });
    };
    // The first of them is enough: the others stop listening too.
    const want = () => {
      stop();
      store.want();
    };
    for (const name of FIRST_TOUCH_EVENTS)
      window.addEventListener(name, want, { passive: true, capture: true });
    return stop;
  }, [store]);
  return <CartStoreContext.Provider value={store}>{children}</CartStoreContext.Provider>;
}

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

/** Runs a command on the cart (queued until the cart machine runs). */
export function useCartRun(): (command: CartCommand) => void {
  const store = useCartStore();
  return useCallback((command: CartCommand) => store.run(command), [store]);
}

/** The cart's unit count and VAT display flag; the server's values until hydration. */
export function useCartSummary(): CartSummary {
  const store = useCartStore();
  return useSyncExternalStore(store.subscribe, store.summary, () => SERVER_SUMMARY);
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
