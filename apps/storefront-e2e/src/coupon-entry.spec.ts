import { expect, shopperAddress, test, type APIRequestContext, type Page } from './shopper-test';
import { stringsOf } from './checkout-helpers';
import { atc, hydrated } from './page-helpers';
import {
  axeViolations,
  onePriceProducts,
  query,
  say,
  summaryRow,
  syncedLines,
  written,
} from './pricing-helpers';

/** Opens the cart with `items` (an atc link) and answers the drawer once the server priced it. */
async function cartWith(
  page: Page,
  items: readonly { sku: string; quantity: number }[],
  strings: Record<string, string>,
) {
  await page.goto(`/sv?atc=${encodeURIComponent(atc(items))}`);
  await hydrated(page);
  const drawer = page.getByRole('dialog', { name: strings['cart.title'] });
  await expect(drawer.locator('.cart-line')).toHaveCount(items.length, { timeout: 20_000 });
  const apply = async (code: string) => {
    await drawer.getByLabel(strings['cart.coupon_placeholder']!).fill(code);
    await drawer.getByRole('button', { name: strings['cart.add_coupon'] }).click();
  };
  const coupons = drawer.getByRole('list', { name: strings['cart.discount'] });
  return {
    drawer,
    apply,
    coupons,
    item: (code: string) => coupons.getByRole('listitem').filter({ hasText: code }),
  };
}

/** A Swedish price with 10 % off, rounded to whole kronor (half up) as the coupon engine does. */
const tenPercentOff = (price: number) => Math.round((price * 9) / 1_000) * 100;

/** The Swedish label of a stored coupon, as sync-coupons answers it. */
async function labelOf(request: APIRequestContext, code: string): Promise<string> {
  const response = await request.post(`/api/sync-coupons?${query('sv')}`, {
    data: { coupons: [{ code }], cart_contents: [] },
  });
  return ((await response.json()) as { discount_label: string }[])[0]!.discount_label;
}

/** A one-price product of the family whose SKUs start with `prefix` (e.g. NS-RUG- for cases). */
async function ofFamily(request: APIRequestContext, search: string, prefix: string) {
  const product = (await onePriceProducts(request, 'sv', { query: search, limit: '60' })).find(
    (p) => p.sku.startsWith(prefix),
  );
  expect(product, `a one-price ${prefix} product`).toBeTruthy();
  return product!;
}

test.describe('Coupon entry', () => {
  // Several page loads and cart syncs each: more than the default 30 s on a busy machine.
  test.beforeEach(() => test.setTimeout(90_000));

  test('Shopper types valkommen10 in lower case and gets VALKOMMEN10 (sv)', async ({
    page,
    request,
  }) => {
    const strings = await stringsOf(request, 'sv');
    const [product] = await onePriceProducts(request, 'sv', { popular: '1', limit: '48' });
    const { drawer, apply, item } = await cartWith(
      page,
      [{ sku: product!.sku, quantity: 2 }],
      strings,
    );
    await apply('valkommen10');
    const price = product!.prices.n[0]!.p;
    // 10 % off each unit, rounded to whole kronor (half up), for two units.
    const saving = 2 * (price - tenPercentOff(price));
    await expect(item('VALKOMMEN10')).toContainText(await labelOf(request, 'VALKOMMEN10'));
    await expect(item('VALKOMMEN10')).toContainText(`−${written('sv', saving)}`);
    await expect(drawer.getByRole('alert')).toHaveCount(0);
    await expect(drawer.getByTestId('cart-total')).toHaveText(written('sv', price * 2 - saving));
    expect(await axeViolations(page, '.cart-drawer')).toEqual([]);
  });

  test('Shopper is told why a short code or a code held already does nothing (sv)', async ({
    page,
    request,
  }) => {
    const strings = await stringsOf(request, 'sv');
    const [product] = await onePriceProducts(request, 'sv', { popular: '1', limit: '48' });
    const { drawer, apply, coupons } = await cartWith(
      page,
      [{ sku: product!.sku, quantity: 1 }],
      strings,
    );
    await apply('ab');
    await expect(drawer.getByRole('alert')).toHaveText(strings['coupon.refused.invalidCode']!);
    await expect(coupons).toHaveCount(0);
    await apply('VALKOMMEN10');
    await expect(coupons.getByRole('listitem')).toHaveCount(1);
    // The refusal answered the code typed before; an accepted code leaves no notice behind.
    await expect(drawer.getByRole('alert')).toHaveCount(0);
    await apply('Valkommen10');
    await expect(drawer.getByRole('alert')).toHaveText(
      say(strings, 'coupon.refused.alreadyApplied', { code: 'VALKOMMEN10' }),
    );
    await expect(coupons.getByRole('listitem')).toHaveCount(1);
  });

  test('Only the best discount of a line counts, and the code it beats says it gives nothing more (sv)', async ({
    page,
    request,
  }) => {
    const strings = await stringsOf(request, 'sv');
    const caseProduct = await ofFamily(request, 'skal', 'NS-RUG-');
    const price = caseProduct.prices.n[0]!.p;
    const { drawer, apply, item } = await cartWith(
      page,
      [{ sku: caseProduct.sku, quantity: 1 }],
      strings,
    );
    await apply('VALKOMMEN10');
    await expect(item('VALKOMMEN10')).toContainText('−');
    await apply('SKAL20');
    const skal20 = price - Math.round((price * 8) / 1_000) * 100;
    await expect(item('SKAL20')).toContainText(`−${written('sv', skal20)}`);
    await expect(item('VALKOMMEN10')).toContainText(strings['coupon.outdone']!);
    await expect(item('VALKOMMEN10')).not.toContainText('−');
    await expect(drawer.getByTestId('cart-total')).toHaveText(written('sv', price - skal20));
  });

  test("A free gift does not count towards another code's minimum spend (sv)", async ({
    page,
    request,
  }) => {
    const strings = await stringsOf(request, 'sv');
    const minimum = 100_000; // STORKOP12: 12 % from 1 000 kr
    const wallets = (
      await onePriceProducts(request, 'sv', { query: 'plånboksfodral', limit: '60' })
    ).filter((p) => p.sku.startsWith('NS-WAL-'));
    // Enough wallets that they and their free straps pass the minimum, while the wallets alone do not.
    let chosen: { sku: string; quantity: number; price: number } | undefined;
    for (const wallet of wallets) {
      const price = wallet.prices.n[0]!.p;
      const lines = await syncedLines(request, 'sv', [{ sku: wallet.sku }], ['FRIBAND']);
      const strap = lines.find((line) => line.added_by_coupon === 'FRIBAND')?.price ?? 0;
      const quantity = Math.ceil(minimum / (price + strap));
      if (strap > 0 && quantity * price < minimum) {
        chosen = { sku: wallet.sku, quantity, price };
        break;
      }
    }
    expect(chosen, 'a wallet case whose free strap matters to STORKOP12').toBeTruthy();
    const { drawer, apply, item } = await cartWith(
      page,
      [{ sku: chosen!.sku, quantity: chosen!.quantity }],
      strings,
    );
    await apply('FRIBAND');
    await expect(drawer.locator('.cart-line')).toHaveCount(2);
    await apply('STORKOP12');
    await expect(item('STORKOP12').getByRole('status')).toHaveText(
      say(strings, 'coupon.minimum_spend_left', {
        amount: written('sv', minimum - chosen!.quantity * chosen!.price),
        code: 'STORKOP12',
      }),
    );
  });

  test('GLAS50 names the product that is missing, the screen protector or the case (sv)', async ({
    page,
    request,
  }) => {
    const strings = await stringsOf(request, 'sv');
    const label = await labelOf(request, 'GLAS50');
    const caseProduct = await ofFamily(request, 'skal', 'NS-RUG-');
    const glass = await ofFamily(request, 'skärmskydd', 'NS-GLS-');
    const withCase = await cartWith(page, [{ sku: caseProduct.sku, quantity: 1 }], strings);
    await withCase.apply('GLAS50');
    await expect(withCase.drawer.getByRole('alert')).toHaveText(
      say(strings, 'coupon.rejected.getItemMissing', { code: 'GLAS50', label }),
    );
    const withGlass = await cartWith(page, [{ sku: glass.sku, quantity: 1 }], strings);
    await withGlass.apply('GLAS50');
    await expect(withGlass.drawer.getByRole('alert')).toHaveText(
      say(strings, 'coupon.rejected.buyItemMissing', { code: 'GLAS50', label }),
    );
    expect(await axeViolations(page, '.cart-drawer')).toEqual([]);
  });

  test('Shopper applies and removes a code at checkout, and the summary prices it (sv)', async ({
    page,
    request,
  }) => {
    const strings = await stringsOf(request, 'sv');
    const [product] = await onePriceProducts(request, 'sv', { popular: '1', limit: '48' });
    const price = product!.prices.n[0]!.p;
    const { drawer } = await cartWith(page, [{ sku: product!.sku, quantity: 1 }], strings);
    await drawer.getByRole('link', { name: strings['cart.checkout'] }).click();
    const summary = page.locator('.checkout__summary');
    await expect(summary.getByTestId('checkout-total')).toHaveText(written('sv', price));
    await summary.getByLabel(strings['cart.coupon_placeholder']!).fill('valkommen10');
    // Enter applies the code; it never submits the order form.
    await summary.getByLabel(strings['cart.coupon_placeholder']!).press('Enter');
    const discounted = tenPercentOff(price);
    await expect(summaryRow(summary, strings['cart.discount']!)).toHaveText(
      `−${written('sv', price - discounted)}`,
    );
    await expect(summary.getByTestId('checkout-total')).toHaveText(written('sv', discounted));
    await expect(page.locator('.checkout__failure')).toHaveCount(0);
    expect(await axeViolations(page, '.checkout__summary')).toEqual([]);
    await summary
      .getByRole('list', { name: strings['cart.discount'] })
      .getByRole('button', { name: new RegExp(strings['cart.remove']!) })
      .click();
    await expect(summary.getByTestId('checkout-total')).toHaveText(written('sv', price));
  });

  test("The calendar's coming codes answer exactly as codes that do not exist (sv)", async ({
    page,
    request,
  }) => {
    const strings = await stringsOf(request, 'sv');
    const [product] = await onePriceProducts(request, 'sv', { popular: '1', limit: '48' });
    const cart = [{ uuid: 'l0', sku: product!.sku, quantity: 1 }];
    const answer = async (code: string) => {
      const response = await request.post(`/api/sync-coupons?${query('sv')}`, {
        data: { coupons: [{ code }], cart_contents: cart },
        // Each code from an address of its own: 49 codes from one address are a guesser's
        // (the shop's coupon lookup limit), and this test asks what a shopper would hear.
        headers: { 'cache-control': 'no-cache', 'x-forwarded-for': shopperAddress(code) },
      });
      return { status: response.status(), body: await response.text() };
    };
    const unknown = await answer('LUCKA99-99');
    expect(unknown).toEqual({ status: 200, body: '[]' });
    const now = Date.now();
    const coming: string[] = [];
    for (const year of [2025, 2026]) {
      for (let day = 1; day <= 24; day += 1) {
        const code = `LUCKA${String(day).padStart(2, '0')}-${year % 100}`;
        // Midnight in Stockholm is 23:00 or 22:00 UTC the evening before; keep an hour aside.
        const opens = Date.UTC(year, 11, day) - 2 * 3_600_000;
        const closes = Date.UTC(year, 11, day + 1);
        const result = await answer(code);
        if (now < opens) {
          expect(result, code).toEqual(unknown);
          coming.push(code);
        } else if (now > closes) {
          // A door whose day has passed: no coupon on it, or its coupon has expired.
          expect(
            result.body === unknown.body || result.body.includes('"reason":"expired"'),
            code,
          ).toBe(true);
        }
      }
    }
    // In the drawer, a coming code reads exactly as a code that does not exist.
    const code = coming.at(-1) ?? 'LUCKA99-99';
    const { drawer, apply } = await cartWith(page, [{ sku: product!.sku, quantity: 1 }], strings);
    await apply(code);
    await expect(drawer.getByRole('alert')).toHaveText(
      say(strings, 'coupon.rejected.missing', { code }),
    );
  });
});
