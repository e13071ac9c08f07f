import { expect, test, type APIRequestContext } from './shopper-test';
import { STORE_IDS, type Locale } from './catalog-fixtures';
import { LOCALES, stringsOf } from './checkout-helpers';
import { atc, hydrated, axeViolations } from './page-helpers';

interface Listed {
  sku: string;
  slug: string;
  name: string;
  vat: number;
  stock_status: string;
  variations: unknown[];
  prices: { n: { p: number }[]; c: unknown[] };
}

/** In-stock products without variations of a product listing of the API. */
async function listed(
  request: APIRequestContext,
  locale: Locale,
  query: Record<string, string>,
): Promise<Listed[]> {
  const params = new URLSearchParams({ locale, sid: String(STORE_IDS[locale]), ...query });
  const response = await request.get(`/api/products?${params.toString()}`);
  return ((await response.json()) as { products: Listed[] }).products.filter(
    (p) => p.stock_status === 'in-stock' && p.variations.length === 0,
  );
}

/** A popular product with one price (no tiers, campaign or deal) below `below` minor units. */
async function plainProduct(
  request: APIRequestContext,
  locale: Locale,
  below: number,
): Promise<Listed> {
  const deal = await request.get(`/api/current-deal?locale=${locale}&sid=${STORE_IDS[locale]}`);
  const dealSlug = deal.ok() ? ((await deal.json()) as { product_slug?: string }).product_slug : '';
  const product = (await listed(request, locale, { popular: '1', limit: '100' })).find(
    (p) =>
      p.prices.c.length === 0 &&
      p.prices.n.length === 1 &&
      p.prices.n[0]!.p < below &&
      p.slug !== dealSlug,
  );
  if (!product) throw new Error(`no plain popular product in ${locale}`);
  return product;
}

/** The storefront's wording of `key` with its placeholders filled in. */
function say(strings: Record<string, string>, key: string, values: Record<string, string>) {
  return Object.entries(values).reduce(
    (text, [name, value]) => text.replace(`{{${name}}}`, value),
    strings[key] ?? key,
  );
}

const MONEY = { sv: ['sv-SE', 'SEK', 0], nl: ['nl-NL', 'EUR', 2] } as const;

/** STORKOP12's minimum spend per storefront (minor units incl. VAT, API README). */
const STORKOP12_MINIMUM: Record<Locale, number> = {
  sv: 100_000,
  no: 100_000,
  da: 75_000,
  fi: 10_000,
  nl: 10_000,
};

test.describe('Coupon reasons', () => {
  for (const locale of LOCALES) {
    test(`the shop names why a coupon gives nothing, in the storefront's language (${locale})`, async ({
      request,
    }) => {
      const strings = await stringsOf(request, locale);
      // A Norwegian Christmas door on the Swedish storefront, the Swedish SVERIGE5 elsewhere.
      const foreign = locale === 'sv' ? 'LUKE04-25' : 'SVERIGE5';
      const product = await plainProduct(request, locale, STORKOP12_MINIMUM[locale]);
      const response = await request.post(
        `/api/sync-coupons?locale=${locale}&sid=${STORE_IDS[locale]}`,
        {
          data: {
            coupons: ['VINTER2025', foreign, 'PAKET10', 'STORKOP12'].map((code) => ({ code })),
            cart_contents: [{ uuid: 'l0', sku: product.sku, quantity: 1 }],
          },
        },
      );
      expect(response.status()).toBe(200);
      const results = (await response.json()) as {
        code: string;
        applied: boolean;
        reason: string | null;
        minimum_spend: number | null;
      }[];
      expect(results.map(({ code, applied, reason }) => ({ code, applied, reason }))).toEqual([
        { code: 'VINTER2025', applied: false, reason: 'expired' },
        { code: foreign, applied: false, reason: 'otherStorefront' },
        { code: 'PAKET10', applied: false, reason: 'noQualifyingProduct' },
        { code: 'STORKOP12', applied: true, reason: 'minimumSpend' },
      ]);
      expect(results[3]!.minimum_spend).toBe(STORKOP12_MINIMUM[locale]);

      // Each reason has its own wording, never the one for a code that does not exist.
      const reasons = [
        'missing',
        'expired',
        'otherStorefront',
        'noQualifyingProduct',
        'minimumSpend',
      ];
      const texts = reasons.map((reason) => strings[`coupon.rejected.${reason}`]);
      for (const text of texts) expect(text).toContain('{{code}}');
      expect(new Set(texts).size).toBe(reasons.length);
      expect(strings['coupon.minimum_spend_left']).toContain('{{amount}}');
    });
  }

  for (const locale of ['sv', 'nl'] as const) {
    test(`Shopper is told why each coupon gives nothing, and what a minimum spend still needs (${locale})`, async ({
      page,
      request,
    }) => {
      // Several page loads and cart syncs: more than the default 30 s on a busy machine.
      test.setTimeout(90_000);
      const strings = await stringsOf(request, locale);
      const minimum = locale === 'sv' ? 100_000 : 10_000;
      const product = await plainProduct(request, locale, minimum);
      await page.goto(
        `/${locale}?atc=${encodeURIComponent(atc([{ sku: product.sku, quantity: 1 }]))}`,
      );
      await hydrated(page);
      const drawer = page.getByRole('dialog', { name: strings['cart.title'] });
      // The atc list is priced by the server before the drawer shows it.
      await expect(drawer.locator('.cart-line')).toHaveCount(1, { timeout: 20_000 });
      const coupons = drawer.getByRole('list', { name: strings['cart.discount'] });
      const apply = async (code: string) => {
        await drawer.getByLabel(strings['cart.coupon_placeholder']!).fill(code);
        await drawer.getByRole('button', { name: strings['cart.add_coupon'] }).click();
      };

      await apply('VINTER2025');
      await expect(drawer.getByRole('alert')).toHaveText(
        say(strings, 'coupon.rejected.expired', { code: 'VINTER2025' }),
      );
      await apply('PAKET10');
      await expect(
        drawer.getByText(say(strings, 'coupon.rejected.noQualifyingProduct', { code: 'PAKET10' })),
      ).toBeVisible();
      if (locale !== 'sv') {
        await apply('SVERIGE5');
        await expect(
          drawer.getByText(say(strings, 'coupon.rejected.otherStorefront', { code: 'SVERIGE5' })),
        ).toBeVisible();
      }
      // None of them stays listed as if it applied.
      await expect(coupons).toHaveCount(0);

      // A minimum-spend coupon is kept, with what the cart still needs to reach it.
      await apply('STORKOP12');
      const [iso, currency, digits] = MONEY[locale];
      const missing = new Intl.NumberFormat(iso, {
        style: 'currency',
        currency,
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }).format((minimum - product.prices.n[0]!.p) / 100);
      await expect(coupons.getByRole('listitem')).toHaveCount(1);
      await expect(coupons.getByRole('status')).toHaveText(
        say(strings, 'coupon.minimum_spend_left', { amount: missing, code: 'STORKOP12' }),
      );
      expect(await axeViolations(page, '.cart-drawer')).toEqual([]);
    });
  }

  test('Shopper gets the FRIBAND strap for free, and the coupon leaves with the strap (sv)', async ({
    page,
    request,
  }) => {
    // Several page loads and cart syncs: more than the default 30 s on a busy machine.
    test.setTimeout(90_000);
    const strings = await stringsOf(request, 'sv');
    const wallet = (await listed(request, 'sv', { query: 'plånboksfodral', limit: '50' })).find(
      (p) => p.sku.startsWith('NS-WAL-'),
    );
    await page.goto(`/sv?atc=${encodeURIComponent(atc([{ sku: wallet!.sku, quantity: 1 }]))}`);
    await hydrated(page);
    const drawer = page.getByRole('dialog', { name: strings['cart.title'] });
    await expect(drawer.locator('.cart-line')).toHaveCount(1, { timeout: 20_000 });
    await drawer.getByLabel(strings['cart.coupon_placeholder']!).fill('FRIBAND');
    await drawer.getByRole('button', { name: strings['cart.add_coupon'] }).click();

    const gift = drawer.locator('.cart-line').nth(1);
    await expect(gift.locator('.cart-line__price')).toHaveText(strings['cart.free']!);
    await expect(gift.locator('.cart-line__tier')).toHaveCount(0);
    expect(await axeViolations(page, '.cart-drawer')).toEqual([]);
    await expect(
      drawer.getByRole('list', { name: strings['cart.discount'] }).getByRole('listitem'),
    ).toHaveCount(1);

    await gift.getByRole('button', { name: strings['cart.remove'] }).click();
    await expect(drawer.getByRole('alert')).toHaveText(
      say(strings, 'coupon.rejected.giftRemoved', { code: 'FRIBAND' }),
    );
    await expect(drawer.locator('.cart-line')).toHaveCount(1);
    await expect(drawer.getByRole('list', { name: strings['cart.discount'] })).toHaveCount(0);
  });
});
