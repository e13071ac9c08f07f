import { fillShopText, STOREFRONTS, type LocaleCode } from '@nordshop/locale-config';
import { shippingPriceList, shippingPriceTable } from './shipping-price-table';

/** The placeholder a CMS page writes where its storefront's shipping prices go (as a table). */
export const SHIPPING_PRICES_PLACEHOLDER = '{{shipping_prices}}';

/** The placeholder of the storefront's standard VAT rate ('25 %', '25,5 %', '21%'). */
export const VAT_RATE_PLACEHOLDER = '{{standard_vat_rate}}';

/** A storefront's standard VAT rate as its language writes a percentage. */
export function statedVatRate(locale: LocaleCode): string {
  const { iso, standardVatRate } = STOREFRONTS[locale];
  return new Intl.NumberFormat(iso, { style: 'percent', maximumFractionDigits: 1 }).format(
    standardVatRate / 100,
  );
}

/**
 * A CMS page's HTML as served, before sanitizing: the storefront's settings filled in
 * (fillShopText: `{{free_shipping_from}}`), `{{standard_vat_rate}}` by its VAT rate and
 * `{{shipping_prices}}` by the table of the shipping methods the shop offers there, priced by its
 * shipping providers (docs/decisions/017: what the shop states comes from what it does).
 */
export async function fillPageText(html: string, locale: LocaleCode): Promise<string> {
  const filled = fillShopText(html, locale).replaceAll(VAT_RATE_PLACEHOLDER, statedVatRate(locale));
  if (!filled.includes(SHIPPING_PRICES_PLACEHOLDER)) return filled;
  const table = shippingPriceTable(await shippingPriceList(locale), locale);
  return filled.replaceAll(SHIPPING_PRICES_PLACEHOLDER, table);
}
