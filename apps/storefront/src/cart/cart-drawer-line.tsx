import type { PricedCartLine } from '@nordshop/cart-domain';
import { nextTier } from '@nordshop/cart-domain';
import { discountedUnitPrice, isFreeLine } from '@nordshop/coupon-engine';
import {
  displayPrice,
  formatDisplayPrice,
  fractionDigitsOf,
  formatUpcomingDate,
  type IsoDate,
  type LocaleCode,
} from '@nordshop/locale-config';
import { useStrings } from '@nordshop/catalog-ui';
import { useCartSend } from './cart-provider';
import { QuantitySpin } from './quantity-spin';

/** How the drawer shows prices: the storefront and the display mode (spec section 9). */
export interface DrawerPriceMode {
  readonly locale: LocaleCode;
  readonly includeVat: boolean;
}

/**
 * "Buy 10 for 89 kr each": the next cheaper tier of a line, when it has one, at the price it would
 * be charged: with the line's own percentage off, as the line's price is.
 */
function TierHint({ entry, mode }: { entry: PricedCartLine; mode: DrawerPriceMode }) {
  const { t } = useStrings();
  const tier = nextTier(entry.line);
  if (!tier) return null;
  const { locale, includeVat } = mode;
  const price = discountedUnitPrice(
    tier.p,
    entry.priced.discountPercentage,
    fractionDigitsOf(locale),
  );
  return (
    <p className="cart-line__tier">
      {t('product.tier_price', {
        quantity: tier.q,
        price: formatDisplayPrice(
          displayPrice(price, entry.line.vat, locale, includeVat),
          locale,
          includeVat,
        ),
      })}
    </p>
  );
}

/**
 * A line's price: what each unit of this line costs after its discounts, or "free" for a coupon's
 * gift. Each line shows its own price, also when the cart holds other lines of its SKU.
 */
export function CartDrawerLinePrice({
  entry,
  mode,
}: {
  entry: PricedCartLine;
  mode: DrawerPriceMode;
}) {
  const { t } = useStrings();
  if (isFreeLine(entry.priced))
    return <p className="cart-line__price cart-line__price--free">{t('cart.free')}</p>;
  const { locale, includeVat } = mode;
  const unit = displayPrice(entry.priced.discountedUnitPrice, entry.line.vat, locale, includeVat);
  return <p className="cart-line__price">{formatDisplayPrice(unit, locale, includeVat)}</p>;
}

/** One line of the drawer: picture, name, price, tier hint, notices, quantity and remove. */
export function CartDrawerLine({
  entry,
  mode,
  today,
}: {
  entry: PricedCartLine;
  mode: DrawerPriceMode;
  today: IsoDate;
}) {
  const { t } = useStrings();
  const send = useCartSend();
  const { line } = entry;
  return (
    <li className="cart-line">
      <img src={line.thumb.url} width={64} height={64} alt="" />
      <div className="cart-line__body">
        <p className="cart-line__name">{line.name}</p>
        <CartDrawerLinePrice entry={entry} mode={mode} />
        {isFreeLine(entry.priced) ? null : <TierHint entry={entry} mode={mode} />}
        {line.cart_notice ? (
          <p className="cart-line__notice" role="status">
            {t(line.cart_notice, {
              quantity: line.adjusted_quantity ?? line.quantity,
              date: line.estimated_at
                ? formatUpcomingDate(line.estimated_at, today, mode.locale)
                : '',
            })}
          </p>
        ) : null}
        {line.adjusted_quantity !== null ? (
          <p className="cart-line__alert" role="alert">
            {t('product.adjusted_quantity', { quantity: line.adjusted_quantity })}
          </p>
        ) : null}
        <div className="cart-line__actions">
          <QuantitySpin line={line} />
          <button
            type="button"
            className="cart-line__remove"
            onClick={() => send({ type: 'cart.quantityChanged', uuid: line.uuid, quantity: 0 })}
          >
            {t('cart.remove')}
          </button>
        </div>
      </div>
    </li>
  );
}
