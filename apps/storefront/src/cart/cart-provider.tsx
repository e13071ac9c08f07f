import type { CartContext, CartEvent } from '@nordshop/cart-domain';
import { createContext, useCallback, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';
import { CartStore, summaryFromStorage, type CartCommand, type CartSummary } from './cart-store';
import { readLocalState } from './local-state';

const CartStoreContext = createContext<CartStore | null>(null);

/** What the server renders (and hydration matches): an empty cart including VAT. */
const SERVER_SUMMARY: CartSummary = { count: 0, vat: true };


/**
 * The page's cart store: the count and VAT flag from local storage (td02) at once, and every
 * change queued until the cart machine (cart-runtime.tsx, loaded after hydration) runs it.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => new CartStore(summaryFromStorage(readLocalState())));
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

/** The whole cart once the cart machine runs (after hydration); null before and on the server. */
export function useCartContext(): CartContext | null {
  const store = useCartStore();
  return useSyncExternalStore(store.subscribe, store.context, () => null);
}
