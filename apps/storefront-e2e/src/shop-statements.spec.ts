import { expect, test, type APIRequestContext } from './shopper-test';
import { STORE_IDS, type Locale } from './catalog-fixtures';
import { DEMO_CUSTOMER, LOCALES, SHOPPER, stringsOf } from './checkout-helpers';
import { hydrated } from './page-helpers';

// What a storefront states (prices, the free-shipping threshold, payment methods, order amounts)
// is what it does.

const query = (locale: Locale) => `locale=${locale}&sid=${STORE_IDS[locale]}`;

async function apiGet<T>(request: APIRequestContext, locale: Locale, path: string): Promise<T> {
  const response = await request.get(
    `/api/${path}${path.includes('?') ? '&' : '?'}${query(locale)}`,
  );
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** The digits of an amount as the shop writes it: "1 305 SEK" → "1305", "45,90 €" → "4590". */
const digitsOf = (text: string) => text.replace(/\D/g, '');

/** The digits a minor-unit amount is written with at `decimals` decimals: 130500 at 0 → "1305". */
const expectedDigits = (minor: number, decimals: number) =>
  (minor / 100).toFixed(decimals).replace(/\D/g, '');

/** Every amount of money a text states, in major units: "499 kr", "399 kr.", "€ 45", "45,50 €". */
const amountsIn = (text: string): number[] =>
  [...text.matchAll(/€\s?(\d[\d.\s]*(?:,\d+)?)|(\d[\d.\s]*(?:,\d+)?)\s?(?:kr|€|euro)/g)].map(
    (match) => Number((match[1] ?? match[2] ?? '').replace(/[\s.]/g, '').replace(',', '.')),
  );

interface Tier {
  q: number;
  p: number;
}
interface ListedProduct {
  slug: string;
  url_fragment: string;
  name: string;
  stock_status: string;
  variations: unknown[];
  prices: { n: Tier[]; c: Tier[] };
}

for (const locale of ['fi', 'no', 'da'] as const) {
  test(`Shopper tracks a Swedish order on the ${locale} storefront and reads its amounts in kronor`, async ({
    page,
    request,
  }) => {
    // The order login and the order's page load after the first paint: a longer journey.
    test.setTimeout(60_000);
    const strings = await stringsOf(request, locale);
    const login = await request.post(`/api/order-auth/login?${query(locale)}`, {
      data: { order_id: 1, email: DEMO_CUSTOMER.email },
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const { order } = (await (
      await request.get(`/api/orders/1?${query(locale)}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { order: { locale: string; currency: string; total: number; lines: unknown[] } };
    expect(order).toMatchObject({ locale: 'sv', currency: 'SEK' });

    await page.goto(`/${locale}/track-order`);
    await hydrated(page);
    await page.getByLabel(strings['account.order_number']!).fill('1');
    await page.getByLabel(strings['track.email_or_postal_code']!).fill(DEMO_CUSTOMER.email);
    await page.getByRole('button', { name: strings['track.submit'] }).click();

    const total = page.getByTestId('order-total');
    await expect(total).toContainText('SEK');
    expect(digitsOf(await total.innerText())).toBe(expectedDigits(order.total, 0));
    const lines = page.locator('.checkout__lines li');
    await expect(lines).toHaveCount(order.lines.length);
    for (const text of await lines.allInnerTexts()) {
      expect(text).toContain('SEK');
      expect(text).not.toMatch(/€|NOK|DKK|\bkr\b/);
    }
  });
}

for (const locale of LOCALES) {
  test(`Shopper on the ${locale} storefront reads one free-shipping threshold, the one checkout charges by`, async ({
    page,
    request,
  }) => {
    const strings = await stringsOf(request, locale);
    const storefront = await apiGet<{ free_shipping_from: number; iso: string; currency: string }>(
      request,
      locale,
      'storefront',
    );
    const shipping = await apiGet<{ methods: { free_from: number | null }[] }>(
      request,
      locale,
      `checkout/shipping-methods?postal_code=${encodeURIComponent(SHOPPER[locale].postal)}&subtotal=0`,
    );
    const setting = storefront.free_shipping_from;
    expect(shipping.methods.map((m) => m.free_from)).toEqual(shipping.methods.map(() => setting));
    const whole = setting % 100 === 0;
    const stated = new Intl.NumberFormat(storefront.iso, {
      style: 'currency',
      currency: storefront.currency,
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: whole ? 0 : 2,
    }).format(setting / 100);

    await page.goto(`/${locale}`);
    await hydrated(page);
    const sellingPoint = page
      .getByRole('list', { name: strings['header.selling_points'] })
      .getByRole('listitem')
      .first();
    const storeMessage = page.locator('.site-header .ns-store-message');
    await page.getByRole('button', { name: strings['general.cart'], exact: true }).click();
    const cartWidget = page
      .getByRole('dialog', { name: strings['cart.title'] })
      .locator('.cart-drawer__widget--cart-header');
    for (const statement of [sellingPoint, storeMessage, cartWidget]) {
      await expect(statement).toContainText(stated);
      expect(amountsIn(await statement.innerText())).toEqual([setting / 100]);
    }
  });
}

for (const locale of LOCALES) {
  test(`Shopper sees the price of one unit on a tiered product page and pays it in the cart (${locale})`, async ({
    page,
    request,
  }) => {
    const strings = await stringsOf(request, locale);
    const { products } = await apiGet<{ products: ListedProduct[] }>(
      request,
      locale,
      'products?popular=1&limit=100',
    );
    const product = products.find(
      (p) => p.variations.length === 0 && p.stock_status === 'in-stock' && p.prices.n.length > 2,
    );
    expect(product, `a tiered product in ${locale}`).toBeTruthy();
    // One unit costs the cheaper of the normal and the campaign price for one unit.
    const one = Math.min(
      ...[...product!.prices.n, ...product!.prices.c].filter((t) => t.q <= 1).map((t) => t.p),
    );
    const decimals = locale === 'fi' || locale === 'nl' ? 2 : 0;

    await page.goto(`/${locale}${product!.url_fragment}`);
    await hydrated(page);
    const buy = page.locator('.product-page__buy');
    const headline = buy.locator('.ns-price__current');
    const from = strings['product.price_from']!.replace('{{price}}', '').trim();
    await expect(headline).not.toContainText(from);
    const headlineText = (await headline.innerText()).trim();
    expect(digitsOf(headlineText)).toBe(expectedDigits(one, decimals));
    // The quantity prices stay in the tier table.
    const tiers = buy
      .getByRole('list', { name: strings['product.tier_prices'] })
      .getByRole('listitem');
    await expect(tiers).not.toHaveCount(0);

    const synced = page.waitForResponse((r) => r.url().includes('/api/sync-cart') && r.ok());
    await buy.getByRole('button', { name: strings['product.add_to_cart'] }).click();
    await synced;
    const line = page
      .getByRole('dialog', { name: strings['cart.title'] })
      .getByRole('listitem')
      .filter({ hasText: product!.name });
    await expect(line.locator('.cart-line__price')).toHaveText(headlineText);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of LOCALES) {
    test(`the footer of the ${locale} storefront shows the payment methods checkout offers, and no other`, async ({
      page,
      request,
    }) => {
      const strings = await stringsOf(request, locale);
      const { methods } = await apiGet<{ methods: { name: string; badge: string }[] }>(
        request,
        locale,
        'checkout/payment-methods',
      );
      // Methods of one kind (private and company invoice) share a badge, named after the first.
      const badges = methods.filter(
        (m, i) => methods.findIndex((other) => other.badge === m.badge) === i,
      );
      expect(badges.length).toBeGreaterThan(0);

      await page.goto(`/${locale}`);
      const payment = page
        .getByRole('contentinfo')
        .getByRole('list', { name: strings['footer.payment'] });
      await expect(payment.getByRole('listitem')).toHaveText(badges.map((m) => m.name));
      expect(
        await payment
          .locator('img')
          .evaluateAll((images) => images.map((img) => img.getAttribute('src'))),
      ).toEqual(badges.map((m) => `/brand/badges/${m.badge}.svg`));
    });
  }
});
