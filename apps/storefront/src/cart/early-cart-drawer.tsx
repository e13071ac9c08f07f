import { useFocusTrap, useStrings } from '@nordshop/catalog-ui';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { cartButtonElement } from './cart-button';
import { useCartStore } from './cart-provider';
import { EarlyCartLines } from './early-cart-lines';
import { NoScriptCart } from './no-script-cart';

/**
 * The cart drawer in the frame of an add's click (CartStore.add), also while the cart's code
 * loads: the same dialog with the cart's lines, name, picture and units, until the cart drawer
 * (cart-drawer.tsx) takes over with prices, quantity buttons and totals. Focus moves into it and
 * Escape closes it, as in the cart drawer (docs/decisions 016); focus moves once the drawer is
 * painted, so that the click's frame does not wait for the focus change (a forced layout of the
 * page and the focus events, about a fifth of the click's time). Until an add shows it, it renders
 * the server's cart of an `atc` landing for a browser without JavaScript (no-script-cart.tsx).
 */
export function EarlyCartDrawer() {
  const { t } = useStrings();
  const store = useCartStore();
  const lines = useSyncExternalStore(store.subscribe, store.earlyLines, () => null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const close = () => store.closeEarly();
  const painted = usePaintedSince(lines !== null);
  const panelRef = useFocusTrap<HTMLElement>({
    active: lines !== null && painted,
    initialFocus: closeRef,
    onEscape: close,
    returnFocus: cartButtonElement,
  });
  if (!lines) return <NoScriptCart />;
  return (
    <div
      className="cart-drawer"
      role="presentation"
      onClick={(event) => event.target === event.currentTarget && close()}
    >
      <section
        ref={panelRef}
        className="cart-drawer__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby="cart-title"
        aria-busy="true"
      >
        <div className="cart-drawer__header">
          <h2 id="cart-title">{t('cart.title')}</h2>
          <button ref={closeRef} type="button" className="cart-drawer__close" onClick={close}>
            {t('general.close')}
          </button>
        </div>
        <EarlyCartLines lines={lines} />
      </section>
    </div>
  );
}

/** Whether the frame that first showed `shown` (true) has been painted; false while not shown. */
function usePaintedSince(shown: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!shown) {
      setPainted(false);
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame's callbacks run before its paint; a task queued from there runs after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [shown]);
  return painted;
}
