import type { Prices } from '@nordshop/api-contract';
import type { LocaleCode } from '@nordshop/locale-config';
import { useStrings } from './use-strings';
import { formatPrice, tierPriceRows } from './price-view';

/** Props of {@link TierPriceTable}. */
export interface TierPriceTableProps {
  /** The product's prices, minor units incl. VAT. */
  readonly prices: Prices;
  /** VAT rate in percent. */
  readonly vat: number;
  readonly locale: LocaleCode;
  readonly includeVat: boolean;
}

/**
 * The quantity prices of a product, one line per tier after the first ("Buy 3 for 179 kr each",
 * key product.tier_price), after tier filtering (spec section 9). Renders nothing without tiers.
 */
export function TierPriceTable({ prices, vat, locale, includeVat }: TierPriceTableProps) {
  const { t } = useStrings();
  const rows = tierPriceRows(prices, vat, locale, includeVat);
  if (rows.length === 0) return null;
  return (
    <ul className="ns-tier-prices" aria-label={t('product.tier_prices')}>
      {rows.map((row) => (
        <li key={row.quantity} className="ns-tier-prices__row">
          {t('product.tier_price', {
            quantity: row.quantity,
            price: formatPrice(row.amount, locale, includeVat),
          })}
        </li>
      ))}
    </ul>
  );
}
