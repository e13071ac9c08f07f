import { priceCartView } from '@nordshop/cart-domain';
import { useFocusTrap, useStrings } from '@nordshop/catalog-ui';
import type { LocaleCode } from '@nordshop/locale-config';
import { useMemo, useRef, useState } from 'react';
import { cartButtonElement } from './cart-button';
import { useRenderedToday } from '../routing/hooks';
import { RouterLink } from '../routing/use-links';
import { screenPath } from '../routing/screen-path';
import { useCartLoading, useCartSelector } from './cart-actor';
import { CartDrawerCoupons } from './cart-drawer-coupons';
import { CartDrawerLine } from './cart-drawer-line';
import { CartDrawerNotices } from './cart-drawer-notices';
import { CartDrawerTotals, FreeShippingProgress } from './cart-drawer-totals';
import { CartDrawerWidget } from './cart-drawer-widget';
import { useCartSend } from './cart-provider';
import { UpsellPrompt } from './upsell';
import { useHydrated } from '../ui/use-hydrated';

/**
 * The cart drawer (spec section 4): lines, quantities, notices, coupons, the way to free shipping
 * and the totals, priced as the order will be (decision 032).
 */
export function CartDrawer({ locale, includeVat }: { locale: LocaleCode; includeVat: boolean }) {
  const { t } = useStrings();
  const hydrated = useHydrated();
  const send = useCartSend();
  const open = useCartSelector((cart) => cart.open);
  const items = useCartSelector((cart) => cart.items);
  const coupons = useCartSelector((cart) => cart.coupons);
  const customerCategoryDiscounts = useCartSelector((cart) => cart.customerCategoryDiscounts);
  const loading = useCartLoading();
  // The pricing the order is charged by: the coupons' rules, the customer's percentages and credit.
  const view = useMemo(
    () => priceCartView({ items, coupons, customerCategoryDiscounts }, locale),
    [items, coupons, customerCategoryDiscounts, locale],
  );
  const mode = useMemo(() => ({ locale, includeVat }), [locale, includeVat]);
  const today = useRenderedToday();
  const [code, setCode] = useState('');
  const closeRef = useRef<HTMLButtonElement>(null);
  // A modal: Tab stays inside, Escape closes, and focus goes back to what opened it.
  const panelRef = useFocusTrap<HTMLElement>({
    active: hydrated && open,
    initialFocus: closeRef,
    onEscape: () => send({ type: 'cart.close' }),
    returnFocus: cartButtonElement,
  });
  if (!hydrated || !open) return null;
  return (
    <div
      className="cart-drawer"
      role="presentation"
      onClick={(event) => event.target === event.currentTarget && send({ type: 'cart.close' })}
    >
      <section
        ref={panelRef}
        className="cart-drawer__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby="cart-title"
      >
        {/* Not <header>/<footer>: in a dialog they would be a second banner and contentinfo. */}
        <div className="cart-drawer__header">
          <h2 id="cart-title">{t('cart.title')}</h2>
          <button
            ref={closeRef}
            type="button"
            className="cart-drawer__close"
            onClick={() => send({ type: 'cart.close' })}
          >
            {t('general.close')}
          </button>
        </div>
        <CartDrawerWidget slug="cart-header" locale={locale} />
        <CartDrawerNotices />
        {loading ? (
          <p className="cart-drawer__loading" role="status" aria-live="polite">
            {t('cart.loading')}
          </p>
        ) : items.length === 0 ? (
          <p className="cart-drawer__empty">{t('cart.empty')}</p>
        ) : (
          <ul className="cart-drawer__lines">
            {view.lines.map((entry) => (
              <CartDrawerLine key={entry.line.uuid} entry={entry} mode={mode} today={today} />
            ))}
          </ul>
        )}
        <UpsellPrompt locale={locale} includeVat={includeVat} />
        <CartDrawerCoupons view={view} mode={mode} code={code} onCode={setCode} />
        {items.length > 0 ? <FreeShippingProgress view={view} mode={mode} /> : null}
        <CartDrawerTotals view={view} mode={mode} />
        <CartDrawerWidget slug="cart-footer" locale={locale} />
        {items.length > 0 ? (
          // Pinned to the panel's bottom edge: a late coupon sync adding rows above never moves it
          // under a shopper's click.
          <div className="cart-drawer__footer">
            <RouterLink
              className="button button--primary cart-drawer__checkout"
              href={screenPath('checkout-id', {}, locale)}
              onClick={() => send({ type: 'cart.close' })}
            >
              {t('cart.checkout')}
            </RouterLink>
          </div>
        ) : null}
      </section>
    </div>
  );
}
