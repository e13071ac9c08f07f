import type {
  PaymentMethodsResponse,
  PlaceOrderResponse,
  ShippingMethodsResponse,
} from '@nordshop/api-contract';
import type { CartContext } from '@nordshop/cart-domain';
import {
  checkoutMachine,
  type CheckoutEvent,
  type OrderFailure,
  type PaymentQuery,
  type PlaceOrderInput,
  type ShippingQuery,
} from '@nordshop/checkout';
import type { LocaleCode } from '@nordshop/locale-config';
import { useRouter } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { useAuthStore } from '../account/auth-provider';
import { trackBeginCheckout, trackPurchase } from '../analytics/track-events';
import { useCartSend, useCartStore } from '../cart/cart-provider';
import { paymentMethodsQuery, shippingMethodsQuery } from '../data/checkout-queries';
import { useExperiment } from '../experiments/experiments-provider';
import { useRouterContext } from '../routing/hooks';
import { screenPath } from '../routing/screen-path';
import { rememberOrderToken } from '../account/order-session';
import { rememberPendingPayment } from './pending-payment';
import { withAccountRequest } from './account-request';

/** Retries of a failed methods load before it counts as failed (TanStack Query's default for reads). */
const LOAD_RETRIES = 3;

/**
 * The checkout machine of the page, wired to the shop: the shipping and payment methods are
 * fetched through the page's query cache (the same query factories and keys as every screen, so
 * the cache stays the one store and a cached list is not fetched again); the order goes to
 * POST /api/orders with the customer's token; a placed order is remembered and tracked, the cart
 * cleared and the confirmation opened (an order paid on a provider's page is remembered and the
 * shopper sent there; usePaymentReturn finishes it when they are back); a cart that changed under the order is synced again; a
 * declined payment opens the failed page. A visitor may ask for an account with the order
 * (`createAccount`, sent as `create_account`).
 */
export function useCheckout(locale: LocaleCode) {
  const router = useRouter();
  const routerContext = useRouterContext();
  const authStore = useAuthStore();
  const cartStore = useCartStore();
  const cartSend = useCartSend();
  const { queryClient } = routerContext;
  const scope = { locale, api: routerContext.apiFor(locale) };
  // The machine's actor reads the tick when the order is sent; the page renders the state.
  const [createAccount, setCreateAccountState] = useState(false);
  const accountWanted = useRef(false);
  const setCreateAccount = useCallback((wanted: boolean) => {
    accountWanted.current = wanted;
    setCreateAccountState(wanted);
  }, []);
  // useActorRef keeps the machine of the first render; everything it closes over is stable.
  const [machine] = useState(() =>
    checkoutMachine.provide({
      actors: {
        loadShippingMethods: fromPromise<ShippingMethodsResponse, ShippingQuery>(({ input }) =>
          queryClient.fetchQuery({ ...shippingMethodsQuery(scope, input), retry: LOAD_RETRIES }),
        ),
        loadPaymentMethods: fromPromise<PaymentMethodsResponse, PaymentQuery>(({ input }) =>
          queryClient.fetchQuery({ ...paymentMethodsQuery(scope, input), retry: LOAD_RETRIES }),
        ),
        placeOrder: fromPromise<PlaceOrderResponse, PlaceOrderInput>(({ input }) => {
          const customerToken = authStore.customerToken();
          return routerContext
            .apiFor(locale)
            .placeOrder(
              withAccountRequest(input.body, accountWanted.current, customerToken !== null),
              input.key,
              customerToken ?? undefined,
            );
        }),
      },
      actions: {
        orderPlaced: (_, placed: PlaceOrderResponse) => {
          const { order, order_token: token } = placed;
          rememberOrderToken(order.id, token.access_token);
          // Paid on the provider's page: the cart stays until the provider's answer is back.
          if (placed.payment_redirect_url) {
            if (placed.payment_reference)
              rememberPendingPayment({
                locale,
                reference: placed.payment_reference,
                redirectUrl: placed.payment_redirect_url,
              });
            window.location.assign(placed.payment_redirect_url);
            return;
          }
          trackPurchase(order, { locale, includeVat: cartStore.summary().vat });
          cartSend({ type: 'cart.clear' });
          void router.navigate({
            to: screenPath('checkout-confirmation', { id: String(order.id) }, locale),
          });
        },
        orderRefused: (_, failure: OrderFailure) => {
          if (failure.kind === 'outOfStock' || failure.kind === 'cartChanged')
            cartSend({ type: 'cart.sync' });
          if (failure.kind === 'paymentDeclined')
            void router.navigate({ to: screenPath('checkout-failed', {}, locale) });
        },
      },
    }),
  );
  const actor = useActorRef(machine, { input: { locale } });
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const placing = useSelector(actor, (snapshot) => !snapshot.matches({ order: 'editing' }));
  const send = useCallback((event: CheckoutEvent) => actor.send(event), [actor]);
  useEffect(() => {
    // A list that failed to load is asked again when the shopper is back or the network is.
    const retry = () => actor.send({ type: 'checkout.methodsRetried' });
    window.addEventListener('focus', retry);
    window.addEventListener('online', retry);
    return () => {
      window.removeEventListener('focus', retry);
      window.removeEventListener('online', retry);
    };
  }, [actor]);
  return { context, placing, send, createAccount, setCreateAccount };
}

/**
 * Tells the checkout machine the page's part of the shipping query: the cart's total (minor units)
 * and the shipping_processor experiment's choice, each time either changes.
 */
export function useShippingInput(send: (event: CheckoutEvent) => void, subtotal: number): void {
  const processor = useExperiment('shipping_processor');
  useEffect(() => {
    send({ type: 'checkout.shippingInputChanged', subtotal, processor });
  }, [send, subtotal, processor]);
}

/** Tracks the start of the checkout once, when the cart has lines. */
export function useTrackBeginCheckout(cart: CartContext | null, locale: LocaleCode): void {
  const tracked = useRef(false);
  useEffect(() => {
    if (tracked.current || !cart || cart.items.length === 0) return;
    tracked.current = true;
    trackBeginCheckout(
      cart.items,
      cart.coupons.items.map((entry) => entry.code),
      { locale, includeVat: cart.vat },
    );
  }, [cart, locale]);
}
