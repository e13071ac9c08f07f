import { expect, type APIRequestContext, type Locator, type Page } from './shopper-test';
import { STORE_IDS, type Locale } from './catalog-fixtures';
import { DEMO_CUSTOMER } from './checkout-helpers';
import { axeOf } from './page-helpers';

/** How each storefront writes money (libs/locale-config STOREFRONTS: iso, currency, digits). */
const MONEY: Record<Locale, { iso: string; currency: string; digits: number }> = {
  sv: { iso: 'sv-SE', currency: 'SEK', digits: 0 },
  no: { iso: 'nb-NO', currency: 'NOK', digits: 0 },
  da: { iso: 'da-DK', currency: 'DKK', digits: 0 },
  fi: { iso: 'fi-FI', currency: 'EUR', digits: 2 },
  nl: { iso: 'nl-NL', currency: 'EUR', digits: 2 },
};

/**
 * An amount (minor units) as the storefront writes it: incl. VAT with the currency's digits, ex
 * VAT (`exVat`) with öre or cents (spec section 9).
 */
export function written(locale: Locale, minor: number, exVat = false): string {
  const { iso, currency, digits } = MONEY[locale];
  const shown = exVat ? 2 : digits;
  return new Intl.NumberFormat(iso, {
    style: 'currency',
    currency,
    minimumFractionDigits: shown,
    maximumFractionDigits: shown,
  }).format(minor / 100);
}

/** `?locale=…&sid=…` of a storefront. */
export const query = (locale: Locale) => `locale=${locale}&sid=${STORE_IDS[locale]}`;

/** The stored order as GET /api/orders/{id} answers it. */
export interface StoredOrder {
  id: number;
  subtotal: number;
  discount: number;
  total: number;
  vat_total: number;
  coupons: string[];
  customer_type: 'private' | 'company';
  company: { name: string; org_number: string } | null;
  shipping: { price: number };
  payment: { fee: number };
  lines: { sku: string; total: number }[];
}

/**
 * The order the browser just placed, read through the API the confirmation uses: GET
 * /api/orders/{id} with the order-scoped token the tab keeps for its confirmation.
 */
export async function storedOrder(
  page: Page,
  request: APIRequestContext,
  locale: Locale,
  orderId: string,
): Promise<StoredOrder> {
  const token = await page.evaluate((id) => {
    const td02 = JSON.parse(sessionStorage.getItem('td02') ?? '{}') as {
      orders?: Record<string, string>;
    };
    return td02.orders?.[id] ?? null;
  }, orderId);
  expect(token, 'the order token the confirmation reads with').toBeTruthy();
  const response = await request.get(`/api/orders/${orderId}?${query(locale)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { order: StoredOrder }).order;
}

/** The demo customer's personal percentages per category id (GET /api/auth/profile). */
export async function demoCategoryDiscounts(
  request: APIRequestContext,
  locale: Locale,
): Promise<Record<string, number>> {
  const login = await request.post(`/api/auth/login?${query(locale)}`, { data: DEMO_CUSTOMER });
  expect(login.status()).toBe(200);
  const { access_token } = (await login.json()) as { access_token: string };
  const profile = await request.get(`/api/auth/profile?${query(locale)}`, {
    headers: { authorization: `Bearer ${access_token}` },
  });
  return ((await profile.json()) as { user: { category_discounts: Record<string, number> } }).user
    .category_discounts;
}

interface SyncedLine {
  sku: string;
  price: number;
  categories: number[];
  added_by_coupon: string | null;
}

/** The lines POST /api/sync-cart answers for these items and codes (one unit each unless given). */
export async function syncedLines(
  request: APIRequestContext,
  locale: Locale,
  items: readonly { sku: string; quantity?: number }[],
  coupons: readonly string[] = [],
): Promise<SyncedLine[]> {
  const response = await request.post(`/api/sync-cart?${query(locale)}`, {
    data: {
      items: items.map((item, i) => ({
        uuid: `l${i}`,
        sku: item.sku,
        quantity: item.quantity ?? 1,
      })),
      coupons,
    },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as SyncedLine[];
}

/** Switches the header's price display to company (ex VAT) or private (incl. VAT). */
export async function showPrices(
  page: Page,
  strings: Record<string, string>,
  mode: 'company' | 'private',
): Promise<void> {
  const label = strings[mode === 'company' ? 'general.company' : 'general.private']!;
  await page
    .locator('.site-header__top')
    .getByRole('radio', { name: new RegExp(label) })
    .check();
}

/** Logs in as the demo customer from the header's account button. */
export async function logInAsDemo(page: Page, strings: Record<string, string>): Promise<void> {
  await page.locator('.site-header__account').click();
  const modal = page.getByRole('dialog', { name: strings['general.login'] });
  await modal.getByLabel(strings['account.email']!).fill(DEMO_CUSTOMER.email);
  await modal
    .getByLabel(strings['account.password']!, { exact: true })
    .fill(DEMO_CUSTOMER.password);
  await modal.getByRole('button', { name: strings['general.login'] }).click();
  await expect(modal).toBeHidden();
}

/** The moderate, serious and critical axe violations of the part `selector` names. */
export async function axeViolations(page: Page, selector: string): Promise<string[]> {
  const results = await axeOf(page).include(selector).analyze();
  return results.violations
    .filter((v) => v.impact === 'moderate' || v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** The storefront's wording of `key` with its placeholders filled in. */
export function say(
  strings: Record<string, string>,
  key: string,
  values: Record<string, string> = {},
): string {
  return Object.entries(values).reduce(
    (text, [name, value]) => text.replaceAll(`{{${name}}}`, value),
    strings[key] ?? key,
  );
}

/** The amount of the summary row labelled `label` (a drawer, checkout or confirmation total). */
export function summaryRow(container: Locator, label: string): Locator {
  return container
    .locator('dl > div')
    .filter({ has: container.page().getByText(label, { exact: true }) })
    .locator('dd');
}

/** A product of a listing or search answer of the API. */
export interface Listed {
  sku: string;
  slug: string;
  name: string;
  stock_status: string;
  variations: unknown[];
  prices: { n: { p: number; q: number }[]; c: unknown[] };
}

/**
 * In-stock products without variations, campaign or tiers of an API listing (GET /api/products
 * with `params`): one price whatever the quantity, so a test can work out what a cart costs.
 */
export async function onePriceProducts(
  request: APIRequestContext,
  locale: Locale,
  params: Record<string, string>,
): Promise<Listed[]> {
  const search = new URLSearchParams({ ...params, locale, sid: String(STORE_IDS[locale]) });
  const response = await request.get(`/api/products?${search.toString()}`);
  expect(response.status()).toBe(200);
  const deal = await request.get(`/api/current-deal?${query(locale)}`);
  const dealSlug = deal.ok() ? ((await deal.json()) as { product_slug?: string }).product_slug : '';
  return ((await response.json()) as { products: Listed[] }).products.filter(
    (p) =>
      p.stock_status === 'in-stock' &&
      p.variations.length === 0 &&
      p.prices.c.length === 0 &&
      p.prices.n.length === 1 &&
      p.slug !== dealSlug,
  );
}

/** The storefront's free-shipping threshold (GET /api/storefront), minor units incl. VAT. */
export async function freeShippingFrom(
  request: APIRequestContext,
  locale: Locale,
): Promise<number> {
  const response = await request.get(`/api/storefront?${query(locale)}`);
  return ((await response.json()) as { free_shipping_from: number }).free_shipping_from;
}
