import { expect, test } from './shopper-test';
import { watchSyncs, type Line } from './buy-taps-helpers';
import { productWithUpselling, simpleProducts } from './catalog-fixtures';
import { atc, axeOf, hydrated, isReportedAxeFinding } from './page-helpers';

test.describe('Cart flows', () => {
  test('a shopper adds from a product page and types a quantity (fi)', async ({
    page,
    request,
  }) => {
    const [product] = await simpleProducts(request, 'fi', 1);
    const syncs = watchSyncs(page);
    await page.goto(`/fi/tuote/${product!.slug}`);
    await hydrated(page);
    await page
      .locator('.product-page__form')
      .getByRole('button', { name: 'Lisää ostoskoriin' })
      .click();

    const drawer = page.getByRole('dialog', { name: 'Ostoskorisi' });
    await expect(drawer.locator('.cart-line')).toHaveCount(1);
    await expect(drawer.locator('.cart-line__name')).toHaveText(product!.name);
    const quantity = drawer.getByRole('spinbutton', { name: 'Määrä' });
    await quantity.fill('7');
    await quantity.press('Enter');

    await expect(page.getByRole('button', { name: 'Ostoskori 7', exact: true })).toBeVisible();
    await expect.poll(() => syncs.last()).toEqual([{ sku: product!.sku, quantity: 7 }]);
    // Typing nonsense becomes the minimum (spec section 5).
    await quantity.fill('');
    await quantity.press('Tab');
    await expect(quantity).toHaveValue('1');
    await expect.poll(() => syncs.last()).toEqual([{ sku: product!.sku, quantity: 1 }]);
  });

  test('a valid coupon lowers the total and is listed (sv)', async ({ page, request }) => {
    const [product] = await simpleProducts(request, 'sv', 1);
    await page.goto(`/sv/produkt/${product!.slug}`);
    await hydrated(page);
    await page
      .locator('.product-page__form')
      .getByRole('button', { name: 'Lägg i varukorgen' })
      .click();
    const drawer = page.getByRole('dialog', { name: 'Din varukorg' });
    const total = drawer.getByTestId('cart-total');
    await expect(drawer.locator('.cart-line')).toHaveCount(1);
    const before = await total.innerText();

    await drawer.getByLabel('Rabattkod').fill('VALKOMMEN10');
    await drawer.getByRole('button', { name: 'Använd' }).click();

    const coupons = drawer.getByRole('list', { name: 'Rabatt' });
    await expect(coupons.getByRole('listitem')).toHaveCount(1);
    await expect(drawer.getByText('Rabatt', { exact: true }).first()).toBeVisible();
    await expect(total).not.toHaveText(before);
    await expect(drawer.getByRole('alert')).toHaveCount(0);
  });

  test('the first add shows the line in the drawer at once, while the cart code is still on its way (sv)', async ({
    page,
    request,
  }) => {
    const [product] = await simpleProducts(request, 'sv', 1);
    const syncs = watchSyncs(page);
    // The cart's code (machine and drawer) arrives only after CODE_DELAY_MS, whenever it is asked for.
    const CODE_DELAY_MS = 4_000;
    let release: () => void = () => undefined;
    const codeArrives = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/cart-runtime-*.js', async (route) => {
      await Promise.race([codeArrives, new Promise((r) => setTimeout(r, CODE_DELAY_MS))]);
      await route.continue();
    });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`/sv/produkt/${product!.slug}`);
    await hydrated(page);

    const add = page
      .locator('.product-page__form')
      .getByRole('button', { name: 'Lägg i varukorgen' });
    await add.click();
    const drawer = page.getByRole('dialog', { name: 'Din varukorg' });
    // Well before the code arrives: the drawer with the line, focus inside it, the count in the header.
    await expect(drawer.locator('.cart-line__name')).toHaveText(product!.name, { timeout: 1_500 });
    await expect(drawer.getByRole('button', { name: 'Stäng' })).toBeFocused({ timeout: 500 });
    await expect(page.getByRole('button', { name: 'Varukorg 1', exact: true })).toBeAttached({
      timeout: 500,
    });
    expect(syncs.count()).toBe(0);

    // The code arrives: the cart drawer takes over with the same line, kept and synced.
    release();
    await expect(drawer.getByRole('spinbutton', { name: 'Antal' })).toHaveValue('1');
    await expect(drawer.locator('.cart-line')).toHaveCount(1);
    await expect(drawer.getByRole('button', { name: 'Stäng' })).toBeFocused();
    await expect.poll(() => syncs.last()).toEqual([{ sku: product!.sku, quantity: 1 }]);
    const stored = await page.evaluate(() => localStorage.getItem('td02') ?? '');
    expect(stored).toContain(product!.sku);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('the cart is kept while sync-cart is blocked and synced once it is back (sv)', async ({
    page,
    request,
  }) => {
    const [product] = await simpleProducts(request, 'sv', 1);
    await page.goto(`/sv/produkt/${product!.slug}`);
    await hydrated(page);
    await page.route('**/api/sync-cart**', (route) => route.abort('internetdisconnected'));

    await page
      .locator('.product-page__form')
      .getByRole('button', { name: 'Lägg i varukorgen' })
      .click();
    const drawer = page.getByRole('dialog', { name: 'Din varukorg' });
    await expect(drawer.locator('.cart-line')).toHaveCount(1);
    await drawer.getByRole('button', { name: 'Öka antal' }).click();
    await expect(page.getByRole('button', { name: 'Varukorg 2', exact: true })).toBeVisible();

    // Still there after a reload while the API is unreachable.
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('button', { name: 'Varukorg 2', exact: true })).toBeVisible();

    await page.unroute('**/api/sync-cart**');
    const synced = page.waitForResponse((r) => r.url().includes('/api/sync-cart') && r.ok());
    // Coming back online syncs at once (the backoff would retry too).
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    const body = (await (await synced).json()) as Line[];
    expect(body.map(({ sku, quantity }) => ({ sku, quantity }))).toEqual([
      { sku: product!.sku, quantity: 2 },
    ]);
    await expect(page.getByRole('button', { name: 'Varukorg 2', exact: true })).toBeVisible();
  });

  test('an atc link fills the cart and leaves the address bar (sv)', async ({ page, request }) => {
    const [first, second] = await simpleProducts(request, 'sv', 2);
    const link = atc([
      { sku: first!.sku, quantity: 2 },
      { sku: second!.sku, quantity: 3 },
      { sku: 'FINNS-INTE-1', quantity: 1 },
    ]);
    await page.goto(`/sv?atc=${encodeURIComponent(link)}`);
    await hydrated(page);

    const drawer = page.getByRole('dialog', { name: 'Din varukorg' });
    await expect(drawer.locator('.cart-line')).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Varukorg 5', exact: true })).toBeVisible();
    await expect(drawer.getByRole('alert')).toContainText('FINNS-INTE-1');
    await expect(page).toHaveURL(/\/sv$/);
  });

  test('ten fast clicks on + end with the server quantity equal to the shown one (sv)', async ({
    page,
    request,
  }) => {
    const [product] = await simpleProducts(request, 'sv', 1);
    const syncs = watchSyncs(page);
    await page.goto(`/sv/produkt/${product!.slug}`);
    await hydrated(page);
    await page
      .locator('.product-page__form')
      .getByRole('button', { name: 'Lägg i varukorgen' })
      .click();
    const drawer = page.getByRole('dialog', { name: 'Din varukorg' });
    await expect.poll(() => syncs.last()).toEqual([{ sku: product!.sku, quantity: 1 }]);

    const plus = drawer.getByRole('button', { name: 'Öka antal' });
    for (let i = 0; i < 10; i++) await plus.click({ delay: 0 });

    const quantity = drawer.getByRole('spinbutton', { name: 'Antal' });
    await expect.poll(() => syncs.last()?.[0]?.quantity).toBe(11);
    await expect(quantity).toHaveValue('11');
    await expect(page.getByRole('button', { name: 'Varukorg 11', exact: true })).toBeVisible();
  });

  test('holding + repeats and speeds up (sv)', async ({ page, request }) => {
    const [product] = await simpleProducts(request, 'sv', 1);
    await page.goto(`/sv/produkt/${product!.slug}`);
    await hydrated(page);
    await page
      .locator('.product-page__form')
      .getByRole('button', { name: 'Lägg i varukorgen' })
      .click();
    const drawer = page.getByRole('dialog', { name: 'Din varukorg' });
    const plus = drawer.getByRole('button', { name: 'Öka antal' });
    await expect(drawer.locator('.cart-line')).toHaveCount(1);

    await plus.hover();
    await page.mouse.down();
    // 1 at the press, then from 500 ms one per 100 ms; from the 11th repeat four at a time.
    await expect
      .poll(
        async () => Number(await drawer.getByRole('spinbutton', { name: 'Antal' }).inputValue()),
        { timeout: 5_000 },
      )
      .toBeGreaterThan(20);
    await page.mouse.up();
  });

  for (const width of [375, 1280]) {
    test(`after an add the upsell prompt offers one product, hides after 3 s, and the drawer passes axe at ${width} px (sv)`, async ({
      page,
      request,
    }) => {
      const product = await productWithUpselling(request, 'sv');
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/sv/produkt/${product.slug}`);
      await hydrated(page);
      await page
        .locator('.product-page__form')
        .getByRole('button', { name: 'Lägg i varukorgen' })
        .click();

      const drawer = page.getByRole('dialog', { name: 'Din varukorg' });
      const prompt = drawer.getByRole('complementary', { name: 'Passar bra till din vara' });
      await expect(prompt).toBeVisible();
      await expect(prompt.locator('.upsell-item')).toHaveCount(1);
      const results = await axeOf(page).include('.cart-drawer').analyze();
      const reported = results.violations.filter(isReportedAxeFinding);
      expect(reported.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
      // Hovering holds the prompt (WCAG 2.2.1); with the pointer elsewhere it hides after 3 s.
      await page.mouse.move(1, 1);
      await expect(prompt).toBeHidden({ timeout: 6_000 });
    });
  }

  test('the upselling drawer lists the upsell products and adds one as its own line (sv)', async ({
    page,
    request,
  }) => {
    const product = await productWithUpselling(request, 'sv');
    await page.goto(`/sv/produkt/${product.slug}`);
    await hydrated(page);
    await page
      .locator('.product-page__form')
      .getByRole('button', { name: 'Lägg i varukorgen' })
      .click();
    const cart = page.getByRole('dialog', { name: 'Din varukorg' });
    const prompt = cart.getByRole('complementary', { name: 'Passar bra till din vara' });
    // Hovering keeps the prompt open past its 3 s.
    await prompt.hover();
    await prompt.getByRole('button', { name: 'Visa fler tillbehör' }).click();

    const upselling = page.getByRole('dialog', { name: 'Passar bra till din vara' });
    await expect(upselling).toBeVisible();
    await expect(cart).toBeHidden();
    const items = upselling.locator('.upsell-item');
    await expect.poll(() => items.count()).toBeGreaterThan(1);
    await items
      .getByRole('button', { name: /^Lägg till: / })
      .first()
      .click();
    await expect(page.getByRole('button', { name: 'Varukorg 2', exact: true })).toBeVisible();
    await upselling.getByRole('button', { name: 'Till varukorgen' }).click();
    await expect(cart.locator('.cart-line')).toHaveCount(2);
  });
});
