import type { ProductCard } from '@nordshop/api-contract';
import { newCartItem, type CartItemSource } from '@nordshop/cart-domain';
import { useCartSend } from '../cart/cart-provider';

/** Adds a product (or one of its variations) to the cart and opens the cart drawer (spec section 4). */
export function useAddToCart() {
  const send = useCartSend();
  return (product: CartItemSource | ProductCard, options: { quantity?: number; variation?: Parameters<typeof newCartItem>[1]['variation'] } = {}) => {
    send({
      type: 'cart.add',
      items: [newCartItem(product, { quantity: options.quantity ?? 1, ...(options.variation ? { variation: options.variation } : {}) })],
      openDrawer: true,
    });
  };
}
