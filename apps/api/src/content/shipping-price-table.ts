import type { ShippingMethod } from '@nordshop/api-contract';
import { formatMoney, type LocaleCode } from '@nordshop/locale-config';
import { SHIPPING_PROVIDERS } from '../shipping/shipping-processors';

/**
 * The postal code the price list is asked for: the capital's centre. The shop's providers price
 * every postal code of a country alike (a flat rate per storefront), so any valid one gives the
 * list every shopper of the storefront is offered.
 */
export const PRICE_LIST_POSTAL_CODE: Readonly<Record<LocaleCode, string>> = {
  sv: '111 20',
  no: '0150',
  da: '1050',
  fi: '00100',
  nl: '1012 AB',
};

/** A range of days that never breaks at its dash ('1–3'; word joiners around the en dash). */
const range = (min: number, max: number) =>
  min === max ? String(min) : `${min}\u2060–\u2060${max}`;

/** The table's words per storefront: caption, column heads and the delivery time. */
const WORDS: Readonly<
  Record<
    LocaleCode,
    {
      caption: string;
      method: string;
      time: string;
      price: string;
      days: (min: number, max: number) => string;
    }
  >
> = {
  sv: {
    caption: 'Fraktpriser',
    method: 'Leveranssätt',
    time: 'Leveranstid',
    price: 'Pris',
    days: (min, max) => `${range(min, max)} vardagar`,
  },
  no: {
    caption: 'Fraktpriser',
    method: 'Leveringsmåte',
    time: 'Leveringstid',
    price: 'Pris',
    days: (min, max) => `${range(min, max)} virkedager`,
  },
  da: {
    caption: 'Fragtpriser',
    method: 'Leveringsmåde',
    time: 'Leveringstid',
    price: 'Pris',
    days: (min, max) => `${range(min, max)} hverdage`,
  },
  fi: {
    caption: 'Toimitushinnat',
    method: 'Toimitustapa',
    time: 'Toimitusaika',
    price: 'Hinta',
    days: (min, max) => `${range(min, max)} arkipäivää`,
  },
  nl: {
    caption: 'Verzendkosten',
    method: 'Verzendmethode',
    time: 'Levertijd',
    price: 'Prijs',
    days: (min, max) => `${range(min, max)} werkdagen`,
  },
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * The shipping methods a storefront offers with their prices before free shipping (a cart below
 * the threshold), from the shop's shipping providers themselves: the prices checkout charges.
 */
export async function shippingPriceList(locale: LocaleCode): Promise<ShippingMethod[]> {
  const lists = await Promise.all(
    SHIPPING_PROVIDERS.map((provider) =>
      provider.methods({ locale, postalCode: PRICE_LIST_POSTAL_CODE[locale], subtotal: 0 }),
    ),
  );
  return lists.flat().sort((a, b) => a.price - b.price);
}

/**
 * The storefront's shipping prices as an HTML table (class `content-shipping-prices`): each
 * method's name, delivery time in business days and price incl. VAT in the storefront's currency.
 */
export function shippingPriceTable(methods: readonly ShippingMethod[], locale: LocaleCode): string {
  const words = WORDS[locale];
  const rows = methods
    .map(
      (method) =>
        `<tr><td>${escapeHtml(method.name)}</td>` +
        `<td>${words.days(method.delivery_days.min, method.delivery_days.max)}</td>` +
        `<td>${formatMoney(method.price, locale)}</td></tr>`,
    )
    .join('');
  return (
    `<table class="content-shipping-prices"><caption>${words.caption}</caption>` +
    `<thead><tr><th scope="col">${words.method}</th><th scope="col">${words.time}</th>` +
    `<th scope="col">${words.price}</th></tr></thead><tbody>${rows}</tbody></table>`
  );
}
