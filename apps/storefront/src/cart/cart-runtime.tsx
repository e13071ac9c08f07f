import type { ApiClient } from '@nordshop/api-contract';
import { patchTd02, readTd02 } from '@nordshop/browser-state';
import {
  cartMachine,
  isAddable,
  newCartItem,
  persistedCart,
  persistedCartPatch,
  readPersistedCart,
  type CartContext,
  type SyncCartInput,
  type SyncCartOutput,
  type SyncCouponsInput,
  type SyncCouponsOutput,
} from '@nordshop/cart-domain';
import type { LocaleCode } from '@nordshop/locale-config';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { createActor, fromPromise } from 'xstate';
import { CartActorContext, type CartActor } from './cart-actor';
import { CartDrawer } from './cart-drawer';
import { CartIntake } from './cart-intake';
import { useAuthStore } from '../account/auth-provider';
import type { AuthSnapshot } from '../account/auth-store';
import { trackAddToCart } from '../analytics/track-events';
import { useCartStore } from './cart-provider';
import { localArea } from '../storage/storage-areas';
import type { CartRuntime, CartSummary } from './cart-store';
import type { PendingAdd } from './pending-add-schema';
import { takePendingAdd, takeStoredPendingAdds } from './pending-adds-replay';
import { randomUuid } from './random-uuid';
import { UpsellPrompt, UpsellingDrawer } from './upsell';

/** Every cart call carries the logged-in customer's token: their category discounts and credit price the cart. */
function createCartActor(
  api: ApiClient,
  allowExVat: boolean,
  customerToken: () => string | null,
): CartActor {
  const auth = () => ({ token: customerToken() ?? undefined });
  const machine = cartMachine.provide({
    actors: {
      syncCart: fromPromise<SyncCartOutput, SyncCartInput>(({ input }) =>
        api.syncCart(input, auth()),
      ),
      loadCart: fromPromise<SyncCartOutput, SyncCartInput>(({ input }) =>
        api.syncCart(input, auth()),
      ),
      syncCoupons: fromPromise<SyncCouponsOutput, SyncCouponsInput>(({ input }) =>
        api.syncCoupons(input, auth()),
      ),
    },
  });
  return createActor(machine, {
    input: { cart: readPersistedCart(readTd02(localArea())), makeUuid: randomUuid, allowExVat },
  });
}

/** Who the cart is priced for: the logged-in customer's id, or null for a visitor (and an order login). */
function customerOf(snapshot: AuthSnapshot): number | null {
  const { status, strategy, user } = snapshot;
  return status === 'loggedIn' && strategy === 'myAccount' && user?.scope === 'my-account'
    ? user.id
    : null;
}

function summaryOf(context: CartContext): CartSummary {
  return { count: context.items.reduce((sum, line) => sum + line.quantity, 0), vat: context.vat };
}

/** Adds a shown add's product (or variation) to the cart; the cart is persisted in the same task. */
function addToCart(actor: CartActor, locale: LocaleCode, add: PendingAdd, openDrawer: boolean) {
  const { product, variation, quantity } = add;
  const item = newCartItem(product, { quantity, ...(variation ? { variation } : {}) });
  // The machine refuses what cannot be added (e.g. out of stock): nothing to track either.
  if (!isAddable(item)) return;
  actor.send({ type: 'cart.add', items: [item], openDrawer });
  trackAddToCart([item], { locale, includeVat: actor.getSnapshot().context.vat });
}

function runtimeOf(actor: CartActor, locale: LocaleCode): CartRuntime {
  return {
    send: (event) => actor.send(event),
    takeAdd: (add, { openDrawer, kept }) =>
      takePendingAdd(localArea(), add, kept, () => addToCart(actor, locale, add, openDrawer)),
    summary: () => summaryOf(actor.getSnapshot().context),
    context: () => actor.getSnapshot().context,
    subscribe: (listener) => {
      const subscription = actor.subscribe(listener);
      return () => subscription.unsubscribe();
    },
  };
}

/**
 * The cart machine of the page and everything that needs it: loaded after hydration so that the
 * first page load carries no state machine. It restores the cart from local storage (td02), saves
 * it back on every change, syncs on start and whenever the browser comes back online, runs the
 * changes queued before it loaded, takes in the adds shown before a reload (pending-adds.ts), and
 * shows the cart drawer, upselling drawer and upsell prompt.
 */
export default function CartRuntimeView({
  api,
  allowExVat,
  locale,
  includeVat,
}: {
  api: ApiClient;
  allowExVat: boolean;
  locale: LocaleCode;
  includeVat: boolean;
}) {
  const store = useCartStore();
  const authStore = useAuthStore();
  const [actor] = useState(() => createCartActor(api, allowExVat, authStore.customerToken));
  useEffect(() => {
    actor.start();
    // Full or blocked storage: the cart keeps working for this page (patchTd02 never throws).
    const persist = actor.subscribe((snapshot) => {
      patchTd02(localArea(), persistedCartPatch(persistedCart(snapshot.context)));
    });
    const detach = store.attach(runtimeOf(actor, locale));
    // Adds shown before a reload (kept in storage, not yet in the cart) go in once, drawer closed.
    takeStoredPendingAdds(localArea(), (add) => addToCart(actor, locale, add, false));
    const resync = () => actor.send({ type: 'cart.sync' });
    window.addEventListener('online', resync);
    resync();
    // The customer's percentages and credit price the cart: a login, a logout or a session
    // restored after the first sync prices it again (decision 032).
    let customer = customerOf(authStore.snapshot());
    const unsubscribeAuth = authStore.subscribe(() => {
      const next = customerOf(authStore.snapshot());
      if (next === customer) return;
      customer = next;
      resync();
    });
    return () => {
      unsubscribeAuth();
      window.removeEventListener('online', resync);
      detach();
      persist.unsubscribe();
      actor.stop();
    };
  }, [actor, store, authStore]);
  return (
    <CartActorContext.Provider value={actor}>
      <CartIntake />
      <CartPanels locale={locale} includeVat={includeVat} actor={actor} />
    </CartActorContext.Provider>
  );
}

/** The cart drawer, the upselling drawer, and the upsell prompt on its own while the cart drawer is closed. */
function CartPanels({
  locale,
  includeVat,
  actor,
}: {
  locale: LocaleCode;
  includeVat: boolean;
  actor: CartActor;
}) {
  const drawerOpen = useSelector(actor, (snapshot) => snapshot.context.open);
  return (
    <>
      <CartDrawer locale={locale} includeVat={includeVat} />
      <UpsellingDrawer locale={locale} includeVat={includeVat} />
      {drawerOpen ? null : (
        <div className="upsell-prompt__floating">
          <UpsellPrompt locale={locale} includeVat={includeVat} />
        </div>
      )}
    </>
  );
}
