import type { CartContext, cartMachine } from '@nordshop/cart-domain';
import { useSelector } from '@xstate/react';
import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';

/** The running cart of this browser tab. */
export type CartActor = ActorRefFrom<typeof cartMachine>;

/** The cart actor, for the components of the cart runtime (drawer, upsell, intake). */
export const CartActorContext = createContext<CartActor | null>(null);

/** The cart actor of the page; only inside the cart runtime. */
export function useCartActor(): CartActor {
  const actor = useContext(CartActorContext);
  if (!actor) throw new Error('useCartActor needs the cart runtime above it');
  return actor;
}

/** Reads from the cart's state; re-renders when the selected value changes. */
export function useCartSelector<T>(select: (context: CartContext) => T): T {
  return useSelector(useCartActor(), (snapshot) => select(snapshot.context));
}

/** Whether the cart is loading a list (`atc`) into itself. */
export function useCartLoading(): boolean {
  return useSelector(useCartActor(), (snapshot) => snapshot.matches('loading'));
}
