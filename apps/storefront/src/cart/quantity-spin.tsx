import {
  clampQuantity,
  isQuantityLocked,
  SPIN_BUTTON,
  type CartLineItem,
} from '@nordshop/cart-domain';
import { useEffect, useRef, useState } from 'react';
import { useStrings } from '@nordshop/catalog-ui';
import { useCartSend } from './cart-provider';
import { useHoldRepeat } from './use-hold-repeat';

/**
 * The quantity spin button of a cart line (spec sections 5 and 9): − and + step by one and repeat
 * while held, typing sets the quantity on Enter or when the field loses focus, clamped to 1..5000.
 * The cart machine debounces the sync by 250 ms. Locked lines show their quantity as text.
 */
export function QuantitySpin({ line }: { line: CartLineItem }) {
  const { t } = useStrings();
  const send = useCartSend();
  const [text, setText] = useState(String(line.quantity));
  // The quantity the buttons step from: the line's, or the last one sent while a hold runs ahead.
  const quantity = useRef(line.quantity);
  useEffect(() => {
    quantity.current = line.quantity;
    setText(String(line.quantity));
  }, [line.quantity]);
  const set = (next: number) => {
    quantity.current = next;
    setText(String(next));
    send({ type: 'cart.quantityChanged', uuid: line.uuid, quantity: next });
  };
  const decrease = useHoldRepeat((steps) => {
    const next = Math.max(SPIN_BUTTON.min, quantity.current - steps);
    if (next !== quantity.current) set(next);
  });
  const increase = useHoldRepeat((steps) => {
    const next = Math.min(SPIN_BUTTON.cartLineMax, quantity.current + steps);
    if (next !== quantity.current) set(next);
  });
  if (isQuantityLocked(line)) {
    return (
      <span className="cart-line__locked">
        {t('cart.quantity_locked', { quantity: line.quantity })}
      </span>
    );
  }
  const commit = () => {
    const next = clampQuantity(text, SPIN_BUTTON.cartLineMax);
    if (next !== quantity.current) set(next);
    else setText(String(next));
  };
  return (
    <div className="cart-line__spin" role="group" aria-label={t('product.quantity')}>
      <button
        type="button"
        aria-label={t('cart.decrease')}
        disabled={line.quantity <= SPIN_BUTTON.min}
        {...decrease}
      >
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={SPIN_BUTTON.min}
        max={SPIN_BUTTON.cartLineMax}
        step={SPIN_BUTTON.step}
        value={text}
        aria-label={t('product.quantity')}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
      <button
        type="button"
        aria-label={t('cart.increase')}
        disabled={line.quantity >= SPIN_BUTTON.cartLineMax}
        {...increase}
      >
        +
      </button>
    </div>
  );
}
