import type { ApiClient } from '@nordshop/api-contract';
import {
  CART_STORAGE_KEY,
  cartMachine,
  persistedCart,
  readPersistedCart,
  writePersistedCart,
  type CartContext,
  type CartEvent,
  type SyncCartInput,
  type SyncCartOutput,
  type SyncCouponsInput,
  type SyncCouponsOutput,
} from '@nordshop/cart-domain';
import { useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';

/** The running cart of this browser tab. */
export type CartActor = ActorRefFrom<typeof cartMachine>;

const CartActorContext = createContext<CartActor | null>(null);

function readStorage(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return null;
  }
}

function createCartActor(api: ApiClient, allowExVat: boolean): CartActor {
  const machine = cartMachine.provide({
    actors: {
      syncCart: fromPromise<SyncCartOutput, SyncCartInput>(({ input }) => api.syncCart(input)),
      loadCart: fromPromise<SyncCartOutput, SyncCartInput>(({ input }) => api.syncCart(input)),
      syncCoupons: fromPromise<SyncCouponsOutput, SyncCouponsInput>(({ input }) => api.syncCoupons(input)),
    },
  });
  return createActor(machine, {
    input: {
      // On the server there is no storage: the cart renders empty and the browser fills it.
      cart: readPersistedCart(readStorage()),
      makeUuid: () => crypto.randomUUID(),
      allowExVat,
    },
  });
}

/**
 * Runs the cart machine for the page: restored from local storage (td02), saved back on every
 * change, synced with the server on start and whenever the browser comes back online.
 */
export function CartProvider({ api, allowExVat, children }: { api: ApiClient; allowExVat: boolean; children: ReactNode }) {
  const [actor] = useState(() => createCartActor(api, allowExVat));
  useEffect(() => {
    actor.start();
    const subscription = actor.subscribe((snapshot) => {
      try {
        localStorage.setItem(CART_STORAGE_KEY, writePersistedCart(readStorage(), persistedCart(snapshot.context)));
      } catch {
        // Full or blocked storage: the cart keeps working for this page.
      }
    });
    const resync = () => actor.send({ type: 'cart.sync' });
    window.addEventListener('online', resync);
    resync();
    return () => {
      window.removeEventListener('online', resync);
      subscription.unsubscribe();
      actor.stop();
    };
  }, [actor]);
  return <CartActorContext.Provider value={actor}>{children}</CartActorContext.Provider>;
}

/** The cart actor of the page. */
export function useCartActor(): CartActor {
  const actor = useContext(CartActorContext);
  if (!actor) throw new Error('useCartActor needs a CartProvider above it');
  return actor;
}

/** Sends an event to the cart. */
export function useCartSend(): (event: CartEvent) => void {
  const actor = useCartActor();
  return (event) => actor.send(event);
}

/** Reads from the cart's state; re-renders when the selected value changes. */
export function useCartSelector<T>(select: (context: CartContext) => T): T {
  return useSelector(useCartActor(), (snapshot) => select(snapshot.context));
}
