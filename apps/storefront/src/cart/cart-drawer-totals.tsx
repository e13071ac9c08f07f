import { shownTotals, type PricedCartView } from '@nordshop/cart-domain';
import { formatDisplayPrice } from '@nordshop/locale-config';
import { useStrings } from '@nordshop/catalog-ui';
import type { DrawerPriceMode } from './cart-drawer-line';

/** The drawer's totals in the display mode (spec section 9): subtotal, discount, total and VAT. */
export function CartDrawerTotals({ view, mode }: { view: PricedCartView; mode: DrawerPriceMode }) {
  const { t } = useStrings();
  // Ex VAT every amount is divided by its own VAT factor.
  const totals = shownTotals(view.totals, mode.includeVat);
  const amount = (minor: number) => formatDisplayPrice(minor, mode.locale, mode.includeVat);
  return (
    <dl className="cart-drawer__totals">
      <div>
        <dt>{t('cart.subtotal')}</dt>
        <dd>{amount(totals.subtotal)}</dd>
      </div>
      {totals.discount > 0 ? (
        <div>
          <dt>{t('cart.discount')}</dt>
          <dd>−{amount(totals.discount)}</dd>
        </div>
      ) : null}
      <div className="cart-drawer__total">
        <dt>{t('cart.total')}</dt>
        <dd data-testid="cart-total">{amount(totals.total)}</dd>
      </div>
      <div>
        <dt>{t('cart.vat')}</dt>
        <dd>{amount(totals.vat)}</dd>
      </div>
    </dl>
  );
}
