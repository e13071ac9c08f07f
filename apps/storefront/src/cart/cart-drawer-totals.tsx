import { freeShippingProgress, shownTotals, type PricedCartView } from '@nordshop/cart-domain';
import { useStrings } from '@nordshop/catalog-ui';
import { STOREFRONTS, displayPrice, formatDisplayPrice } from '@nordshop/locale-config';
import type { DrawerPriceMode } from './cart-drawer-line';
import { PriceSummary } from './price-summary';

/**
 * How far the goods are from free shipping ("78 kr kvar till fri frakt"), by the rule checkout
 * prices shipping with: the goods total after every discount and credit, against the storefront's
 * threshold. Company mode writes what is left ex VAT at the storefront's standard rate.
 */
export function FreeShippingProgress({
  view,
  mode,
}: {
  view: PricedCartView;
  mode: DrawerPriceMode;
}) {
  const { t } = useStrings();
  const { locale, includeVat } = mode;
  const progress = freeShippingProgress(view.totals.total, locale);
  const left = displayPrice(progress.left, STOREFRONTS[locale].standardVatRate, locale, includeVat);
  return (
    <div className="free-shipping" data-testid="free-shipping">
      <p className="free-shipping__text">
        {progress.left === 0
          ? t('cart.free_shipping_reached')
          : t('cart.free_shipping_left', { amount: formatDisplayPrice(left, locale, includeVat) })}
      </p>
      <div className="free-shipping__bar" aria-hidden="true">
        <div
          className="free-shipping__done"
          style={{ width: `${Math.round(progress.share * 100)}%` }}
        />
      </div>
    </div>
  );
}

/**
 * The drawer's totals (decision 032): subtotal, discount, and in company mode the sum ex VAT with
 * the VAT on top; the amount to pay is always the amount incl. VAT that checkout will charge for
 * the goods.
 */
export function CartDrawerTotals({ view, mode }: { view: PricedCartView; mode: DrawerPriceMode }) {
  const { locale } = mode;
  return (
    <PriceSummary
      totals={shownTotals(view.totals, mode.includeVat)}
      money={(minor, includeVat) => formatDisplayPrice(minor, locale, includeVat)}
      className="cart-drawer__totals"
      totalClassName="cart-drawer__total"
      totalTestId="cart-total"
    />
  );
}
