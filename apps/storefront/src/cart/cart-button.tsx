import { useStrings } from '@nordshop/catalog-ui';
import { useCartSend, useCartSummary } from './cart-provider';

const CART_BUTTON_ID = 'cart-button';

/** The header's cart button: where focus goes when a cart panel that opened on its own closes. */
export function cartButtonElement(): HTMLElement | null {
  return document.getElementById(CART_BUTTON_ID);
}

/** The header's cart button with the number of items; the count appears once the browser has the cart. */
export function CartButton() {
  const { t } = useStrings();
  // The server's snapshot (an empty cart) while hydrating, the stored count after.
  const { count: shown } = useCartSummary();
  const send = useCartSend();
  return (
    <button
      type="button"
      id={CART_BUTTON_ID}
      className="site-header__cart"
      // "Varukorg 2": the visible count is a word of the name (WCAG 2.5.3 label in name; axe drops
      // parenthesised parts when it compares, so no "(2)").
      aria-label={shown ? `${t('general.cart')} ${shown}` : t('general.cart')}
      onClick={() => send({ type: 'cart.open' })}
    >
      <svg
        aria-hidden="true"
        width="22"
        height="22"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6" />
        <circle cx="10" cy="20" r="1.3" />
        <circle cx="17" cy="20" r="1.3" />
      </svg>
      <span className="site-header__cart-count" data-testid="cart-count">
        {shown ? shown : ''}
      </span>
    </button>
  );
}
