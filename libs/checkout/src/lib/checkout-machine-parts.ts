// Parts of the checkout machine's config that need none of its types: its missing-actor
// placeholder and the reload transitions of the shipping and payment regions.

/** An actor the app must provide: it fails, naming what is missing. */
export function provideActor(name: string): () => Promise<never> {
  return () =>
    Promise.reject(
      new Error(
        `The checkout machine needs the app's ${name} actor: checkoutMachine.provide({ actors })`,
      ),
    );
}

/** Reload the shipping methods when the query changed; clear them without a valid postal code. */
export const RELOAD_SHIPPING = [
  {
    guard: 'shippingQueryCleared',
    target: 'idle',
    reenter: true,
    actions: 'clearShipping',
  },
  {
    guard: 'shippingQueryChanged',
    target: 'loading',
    reenter: true,
    actions: 'askShipping',
  },
] as const;

/** Reload the payment methods when the customer type changed. */
export const RELOAD_PAYMENT = {
  guard: 'paymentQueryChanged',
  target: 'loading',
  reenter: true,
  actions: 'askPayment',
} as const;
