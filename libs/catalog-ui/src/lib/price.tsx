import type { Prices } from '@nordshop/api-contract';
import type { LocaleCode } from '@nordshop/locale-config';
import { useStrings } from './use-strings';
import { cardPriceView, formatPercentOff, formatPrice, type PricedItem } from './price-view';

/** Props of {@link Price}. */
export interface PriceProps {
  /** The product's (or variation's) prices, minor units incl. VAT. */
  readonly prices: Prices;
  /** VAT rate in percent (25 = 25 %). */
  readonly vat: number;
  /**
   * A listed product's variations: the price is theirs, "from" the lowest when they differ. Leave
   * out where one item is priced (the product page shows the chosen variation's own prices).
   */
  readonly variations?: readonly PricedItem[];
  readonly locale: LocaleCode;
  /** True: private prices incl. VAT; false: company prices excl. VAT. */
  readonly includeVat: boolean;
  /** Also write "incl. VAT" / "excl. VAT" after the price. */
  readonly vatNote?: boolean;
  readonly className?: string;
}

/**
 * A product's price in the storefront currency (spec sections 1 and 9): the price of one unit (what
 * one unit in the cart costs), incl. or excl. VAT, the campaign price with the original struck
 * through and the discount percent; "from" only for variations of different prices. Quantity
 * prices belong in the tier table (TierPriceTable). Renders nothing for a product without prices.
 */
export function Price({
  prices,
  vat,
  variations = [],
  locale,
  includeVat,
  vatNote = false,
  className,
}: PriceProps) {
  const { t } = useStrings();
  const view = cardPriceView({ prices, vat, variations }, locale, includeVat);
  if (!view) return null;
  const amount = formatPrice(view.amount, locale, includeVat);
  const classes = ['ns-price', view.campaign ? 'ns-price--campaign' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <p className={classes}>
      <span className="ns-price__current">
        {view.from ? t('product.price_from', { price: amount }) : amount}
      </span>
      {view.campaign ? (
        <>
          {' '}
          <del className="ns-price__original">
            <span className="ns-visually-hidden">{t('product.original_price')} </span>
            {formatPrice(view.campaign.original, locale, includeVat)}
          </del>{' '}
          <span className="ns-price__discount">
            {formatPercentOff(view.campaign.percent, locale)}
          </span>
        </>
      ) : null}
      {vatNote ? (
        <span className="ns-price__vat">
          {' '}
          {t(includeVat ? 'general.incl_vat' : 'general.excl_vat')}
        </span>
      ) : null}
    </p>
  );
}
