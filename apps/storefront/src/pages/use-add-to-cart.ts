import type { ProductCard, Variation } from '@nordshop/api-contract';
import type { CartItemSource } from '@nordshop/cart-domain';
import { useRouterState } from '@tanstack/react-router';
import { useCartStore } from '../cart/cart-provider';
import { useUpsellOffer } from '../cart/upsell-state';

/** Screens on which an add does not open the cart drawer: the shopper is already checking out. */
const CHECKOUT_SCREENS: ReadonlySet<string> = new Set(['checkout-id']);

/**
 * Adds a product (or one of its variations) to the cart (spec section 4): the cart drawer opens
 * unless the shopper is on checkout, and the upsell prompt offers what goes with the product.
 * The add answers at once, also while the cart's code is still loading (CartStore.add).
 */
export function useAddToCart() {
  const store = useCartStore();
  const offer = useUpsellOffer();
  const onCheckout = useRouterState({
    select: (state) =>
      state.matches.some((match) => CHECKOUT_SCREENS.has(match.staticData.screen ?? '')),
  });
  return (
    product: CartItemSource | ProductCard,
    options: { quantity?: number; variation?: Variation } = {},
  ) => {
    const quantity = options.quantity ?? 1;
    const source = options.variation ?? product;
    const line = { sku: source.sku, name: source.name, thumb: source.thumb.url, quantity };
    store.add(line, !onCheckout, (cart) =>
      cart.addProduct(product, {
        quantity,
        ...(options.variation ? { variation: options.variation } : {}),
        openDrawer: !onCheckout,
      }),
    );
    offer(product.id);
  };
}
