import type { ProductCard, Variation } from '@nordshop/api-contract';
import type { CartItemSource } from '@nordshop/cart-domain';
import { useRouterState } from '@tanstack/react-router';
import { useCartStore } from '../cart/cart-provider';
import { pendingAddId, pendingProductOf } from '../cart/pending-adds';
import { useUpsellOffer } from '../cart/upsell-state';
import { screenOf } from '../routing/screen-table';

/**
 * Adds a product (or one of its variations) to the cart (spec section 4): the cart drawer opens
 * unless the shopper is on checkout, and the upsell prompt offers what goes with the product.
 * The add is kept in storage and answers at once, also while the cart's code is still loading
 * (CartStore.add); a buy form's taps before this code ran come here too (taps/claim-buy-form.ts).
 */
export function useAddToCart() {
  const store = useCartStore();
  const offer = useUpsellOffer();
  const onCheckout = useRouterState({
    select: (state) =>
      state.matches.some((match) => screenOf(match.staticData.screen)?.checkout === true),
  });
  return (
    product: CartItemSource | ProductCard,
    options: { quantity?: number; variation?: Variation } = {},
  ) => {
    const add = {
      id: pendingAddId(),
      product: pendingProductOf(product),
      ...(options.variation ? { variation: options.variation } : {}),
      quantity: options.quantity ?? 1,
    };
    store.add(add, !onCheckout);
    offer(product.id);
  };
}
