import { expect, test, type APIRequestContext, type Page } from './shopper-test';
import { STORE_IDS, type Locale } from './catalog-fixtures';
import { LOCALES, stringsOf } from './checkout-helpers';
import { hydrated, axeViolations, storefrontHtml } from './page-helpers';

interface PlainProduct {
  sku: string;
  name: string;
  url_fragment: string;
  vat: number;
  prices: { n: { p: number; q: number }[]; c: unknown[] };
}

/** Intl settings of each storefront (spec section 9: 0 decimals for SEK, NOK, DKK incl. VAT). */
const MONEY: Record<Locale, { iso: string; currency: string; digits: number }> = {
  sv: { iso: 'sv-SE', currency: 'SEK', digits: 0 },
  no: { iso: 'nb-NO', currency: 'NOK', digits: 0 },
  da: { iso: 'da-DK', currency: 'DKK', digits: 0 },
  fi: { iso: 'fi-FI', currency: 'EUR', digits: 2 },
  nl: { iso: 'nl-NL', currency: 'EUR', digits: 2 },
};

/** A price as the shop writes it: incl. VAT in the currency's digits, ex VAT with 2 (spec section 9). */
function written(locale: Locale, minor: number, vat: number, includeVat: boolean): string {
  const { iso, currency, digits } = MONEY[locale];
  const shown = includeVat ? minor : Math.round((minor * 100) / (100 + vat));
  const decimals = includeVat ? digits : 2;
  return new Intl.NumberFormat(iso, {
    style: 'currency',
    currency,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(shown / 100);
}

const spaces = (text: string) => text.replace(/\u00a0|&nbsp;/g, ' ');

/** A popular product of `locale` with one price (no tiers, no campaign) and no variations. */
async function plainProduct(request: APIRequestContext, locale: Locale): Promise<PlainProduct> {
  const params = new URLSearchParams({ locale, sid: String(STORE_IDS[locale]), popular: '1' });
  params.set('limit', '100');
  const response = await request.get(`/api/products?${params.toString()}`);
  const { products } = (await response.json()) as {
    products: (PlainProduct & { stock_status: string; variations: unknown[] })[];
  };
  const product = products.find(
    (p) =>
      p.stock_status === 'in-stock' &&
      p.variations.length === 0 &&
      p.prices.c.length === 0 &&
      p.prices.n.length === 1 &&
      // An ex-VAT price with öre or cents, so a rounding to whole kronor shows.
      Math.round((p.prices.n[0]!.p * 100) / (100 + p.vat)) % 100 !== 0,
  );
  if (!product) throw new Error(`no plain popular product in ${locale}`);
  return product;
}

/** The radios of the header's VAT switch as the server sent them: [private checked, company checked]. */
function switchInHtml(html: string): boolean[] | null {
  const start = html.indexOf('ns-vat-toggle');
  if (start < 0) return null;
  const fieldset = html.slice(start, html.indexOf('</fieldset>', start));
  return fieldset
    .split('<input')
    .slice(1)
    .map((input) => /\schecked=""/.test(input.slice(0, input.indexOf('>'))));
}

test.describe('Price display', () => {
  for (const locale of LOCALES) {
    test(`the server renders the price display the vat_display cookie names, and none it does not know (${locale})`, async ({
      request,
    }) => {
      const strings = await stringsOf(request, locale);
      const product = await plainProduct(request, locale);
      const price = product.prices.n[0]!.p;
      const render = async (cookie: string) =>
        spaces(await storefrontHtml(request, locale, product.url_fragment, { cookie }));

      const company = await render('__consent=1; vat_display=excl');
      const unknown = await render('__consent=1');
      if (locale === 'da') {
        // No ex-VAT display on the Danish storefront, whatever the cookie says.
        expect(switchInHtml(company)).toBeNull();
        expect(company).toContain(spaces(written(locale, price, product.vat, true)));
        return;
      }
      expect(switchInHtml(company)).toEqual([false, true]);
      expect(company).toContain(spaces(written(locale, price, product.vat, false)));
      expect(company).toContain(strings['general.excl_vat']);
      // Without the cookie the server does not know the mode: neither option is checked.
      expect(switchInHtml(unknown)).toEqual([false, false]);
      expect(unknown).toContain(spaces(written(locale, price, product.vat, true)));
      expect(switchInHtml(await render('__consent=1; vat_display=incl'))).toEqual([true, false]);
    });
  }

  /** Records the VAT switch's radios when the document is parsed, before any script of the page ran. */
  async function recordSwitchAtParse(page: Page) {
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { vatAtParse: boolean[] }).vatAtParse = [
          ...document.querySelectorAll<HTMLInputElement>('.site-header .ns-vat-toggle input'),
        ].map((input) => input.checked);
      });
    });
    return () => page.evaluate(() => (window as unknown as { vatAtParse: boolean[] }).vatAtParse);
  }

  // sv and no show whole kronor incl. VAT and öre ex VAT; nl has cents in both modes.
  for (const locale of ['sv', 'no', 'nl'] as const) {
    test(`a company shopper sees the same ex-VAT prices on the product page, in the drawer and at checkout, and after a reload from the first paint (${locale})`, async ({
      page,
      request,
      context,
      browser,
    }) => {
      // Several page loads and cart syncs: more than the default 30 s on a busy machine.
      test.setTimeout(90_000);
      const strings = await stringsOf(request, locale);
      const product = await plainProduct(request, locale);
      const exVat = written(locale, product.prices.n[0]!.p, product.vat, false);
      const inclVat = written(locale, product.prices.n[0]!.p, product.vat, true);
      const atParse = await recordSwitchAtParse(page);
      await page.goto(`/${locale}${product.url_fragment}`);
      await hydrated(page);
      const header = page.locator('.site-header__top');
      const company = header.getByRole('radio', { name: new RegExp(strings['general.company']!) });
      await company.check();

      const shown = page.locator('.product-page__buy .ns-price__current');
      await expect(shown).toHaveText(exVat);
      await page
        .locator('.product-page__form')
        .getByRole('button', { name: strings['product.add_to_cart'] })
        .click();
      const drawer = page.getByRole('dialog', { name: strings['cart.title'] });
      await expect(drawer.locator('.cart-line__price')).toHaveText(exVat);
      // The goods read ex VAT; the amount to pay is what is charged, incl. VAT (decision 032).
      await expect(drawer.locator('.price-summary__net dd')).toHaveText(exVat);
      await expect(drawer.getByTestId('cart-total')).toHaveText(inclVat);

      await drawer.getByRole('link', { name: strings['cart.checkout'] }).click();
      const summary = page.locator('.checkout__summary');
      await expect(summary.locator('.checkout__lines li')).toContainText(exVat);
      // The amount to pay is always incl. VAT, whichever way prices read.
      await expect(summary.getByTestId('checkout-total')).toHaveText(inclVat);
      expect(await axeViolations(page, '.checkout__summary')).toEqual([]);

      // The next page is rendered as a company page: the switch says so before any script runs.
      await page.goto(`/${locale}${product.url_fragment}`);
      await hydrated(page);
      expect(await atParse()).toEqual([false, true]);
      await expect(company).toBeChecked();

      // A mode only local storage knows (the cookie gone) is never rendered as private. A new
      // browser context with this one's storage but not the cookie: in this one, a cookie write of
      // a page being left can still land after the cookie is cleared (writes are asynchronous).
      const stored = await context.storageState();
      const fresh = await browser.newContext({
        baseURL: test.info().project.use.baseURL,
        storageState: {
          ...stored,
          cookies: stored.cookies.filter((cookie) => cookie.name !== 'vat_display'),
        },
      });
      const later = await fresh.newPage();
      const laterAtParse = await recordSwitchAtParse(later);
      await later.goto(`/${locale}${product.url_fragment}`);
      await hydrated(later);
      expect(await laterAtParse()).toEqual([false, false]);
      await expect(
        later
          .locator('.site-header__top')
          .getByRole('radio', { name: new RegExp(strings['general.company']!) }),
      ).toBeChecked();
      await expect(later.locator('.product-page__buy .ns-price__current')).toHaveText(exVat);
      expect(await axeViolations(later, '.site-header')).toEqual([]);
      expect((await fresh.cookies()).find((c) => c.name === 'vat_display')?.value).toBe('excl');
      await fresh.close();
    });
  }
});
