import { expect, test } from './shopper-test';
import {
  SCRIPT_DELAY_MS,
  buyButton,
  fingerTaps,
  hydratedNow,
  slowPhone,
  stockedPair,
  storedCart,
  watchSyncs,
} from './buy-taps-helpers';
import { simpleProducts } from './catalog-fixtures';
import { atc, axeOf, hydrated } from './page-helpers';

// No tap on a buy button is lost (docs/decisions/034): before the page's code runs the inline tap
// keeper holds the taps and hands them to the buy forms once they are hydrated; fast taps that land
// on the drawer the first one opened count as buy taps; an add is in local storage the moment it
// shows; and without JavaScript the buy button is a form the server answers with the cart.

test.describe('Buy taps', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test('taps on two buy buttons of the search page before its code runs all become lines (4x CPU, slow scripts, sv)', async ({
    page,
    request,
  }) => {
    // A slowed phone takes its time: the taps are kept meanwhile.
    test.setTimeout(90_000);
    const [first, second] = await stockedPair(request, '/sv/sok?q=usb', 2);
    const syncs = watchSyncs(page);
    const scripts = await slowPhone(page, SCRIPT_DELAY_MS);
    await page.goto('/sv/sok?q=usb', { waitUntil: 'commit' });

    await fingerTaps(page, await buyButton(page, first), 2, 150);
    await fingerTaps(page, await buyButton(page, second), 1, 150);
    // The taps came before the page's code: nothing of it runs yet.
    expect(await hydratedNow(page)).toBe(false);
    scripts.release();

    await expect
      .poll(() => syncs.last(), { timeout: 60_000 })
      .toEqual([
        { sku: first, quantity: 2 },
        { sku: second, quantity: 1 },
      ]);
    await expect(page.getByRole('button', { name: 'Varukorg 3', exact: true })).toBeAttached();
    expect(await storedCart(page)).toEqual({
      lines: [
        { sku: first, quantity: 2 },
        { sku: second, quantity: 1 },
      ],
      pending: 0,
    });
  });

  test('three taps on the product page’s buy button before its code runs make three units (4x CPU, slow scripts, fi)', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const [product] = await simpleProducts(request, 'fi', 1);
    const syncs = watchSyncs(page);
    const scripts = await slowPhone(page, SCRIPT_DELAY_MS);
    await page.goto(`/fi/tuote/${product!.slug}`, { waitUntil: 'commit' });
    const buy = page
      .locator('.product-page__form')
      .getByRole('button', { name: 'Lisää ostoskoriin' });
    await buy.waitFor();
    await buy.evaluate((button) => button.scrollIntoView({ block: 'center' }));

    await fingerTaps(page, buy, 3, 200);
    expect(await hydratedNow(page)).toBe(false);
    scripts.release();

    await expect
      .poll(() => syncs.last(), { timeout: 60_000 })
      .toEqual([{ sku: product!.sku, quantity: 3 }]);
    const drawer = page.getByRole('dialog', { name: 'Ostoskorisi' });
    await expect(drawer.locator('.cart-line')).toHaveCount(1);
    await expect(drawer.getByRole('spinbutton', { name: 'Määrä' })).toHaveValue('3');
  });

  test('four fast taps on a buy button of the search page make four units, also those that land on the opened drawer (sv)', async ({
    page,
    request,
  }) => {
    const [sku] = await stockedPair(request, '/sv/sok?q=usb', 4);
    const syncs = watchSyncs(page);
    await page.goto('/sv/sok?q=usb');
    await hydrated(page);

    await fingerTaps(page, await buyButton(page, sku), 4, 120);

    await expect.poll(() => syncs.last()).toEqual([{ sku, quantity: 4 }]);
    const drawer = page.getByRole('dialog', { name: 'Din varukorg' });
    await expect(drawer.locator('.cart-line')).toHaveCount(1);
    await expect(drawer.getByRole('spinbutton', { name: 'Antal' })).toHaveValue('4');
  });

  test('four fast taps as the search page loads make four units (sv)', async ({
    page,
    request,
  }) => {
    const [sku] = await stockedPair(request, '/sv/sok?q=usb', 4);
    const syncs = watchSyncs(page);
    await page.goto('/sv/sok?q=usb', { waitUntil: 'commit' });

    await fingerTaps(page, await buyButton(page, sku), 4, 120);

    // The page's code may still be on its way: its sync comes when it has run.
    await expect.poll(() => syncs.last(), { timeout: 30_000 }).toEqual([{ sku, quantity: 4 }]);
    await expect(page.getByRole('button', { name: 'Varukorg 4', exact: true })).toBeAttached();
  });

  test('a reload right after the early drawer shows a line keeps the line, once (sv)', async ({
    page,
    request,
  }) => {
    const [product] = await simpleProducts(request, 'sv', 1);
    // The cart's code does not arrive before the reload: only the early drawer has the line.
    await page.route('**/assets/cart-runtime-*.js', () => undefined);
    await page.goto(`/sv/produkt/${product!.slug}`);
    await hydrated(page);
    await page
      .locator('.product-page__form')
      .getByRole('button', { name: 'Lägg i varukorgen' })
      .click();
    const drawer = page.getByRole('dialog', { name: 'Din varukorg' });
    await expect(drawer.locator('.cart-line__name')).toHaveText(product!.name);
    expect(await storedCart(page)).toEqual({ lines: [], pending: 1 });

    await page.unroute('**/assets/cart-runtime-*.js');
    const syncs = watchSyncs(page);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Varukorg 1', exact: true })).toBeAttached();
    await expect.poll(() => syncs.last()).toEqual([{ sku: product!.sku, quantity: 1 }]);
    await expect
      .poll(() => storedCart(page))
      .toEqual({
        lines: [{ sku: product!.sku, quantity: 1 }],
        pending: 0,
      });

    // Reloaded once more after the sync: still one line of one unit.
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('button', { name: 'Varukorg 1', exact: true })).toBeAttached();
    await expect.poll(() => syncs.last()).toEqual([{ sku: product!.sku, quantity: 1 }]);
    expect(await storedCart(page)).toEqual({
      lines: [{ sku: product!.sku, quantity: 1 }],
      pending: 0,
    });
  });

  test('a reload in the moment the cart takes an add in keeps it once (sv)', async ({
    page,
    request,
  }) => {
    const [product] = await simpleProducts(request, 'sv', 1);
    await page.goto(`/sv/produkt/${product!.slug}`);
    await hydrated(page);
    const buy = page
      .locator('.product-page__form')
      .getByRole('button', { name: 'Lägg i varukorgen' });
    await buy.click();
    // The drawer covers the button now: a second add straight on it, then the reload at once.
    await buy.dispatchEvent('click');
    await page.reload();
    await hydrated(page);
    await expect
      .poll(() => storedCart(page))
      .toEqual({
        lines: [{ sku: product!.sku, quantity: 2 }],
        pending: 0,
      });
    await expect(page.getByRole('button', { name: 'Varukorg 2', exact: true })).toBeAttached();
  });
});

test.describe('Buy button without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const width of [375, 1280]) {
    test(`the product page’s buy button adds the line and the page shows the cart at ${width} px (sv)`, async ({
      page,
      request,
    }) => {
      const [product] = await simpleProducts(request, 'sv', 1);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/sv/produkt/${product!.slug}`);
      await page.getByRole('spinbutton', { name: 'Antal' }).fill('2');
      await page
        .locator('.product-page__form')
        .getByRole('button', { name: 'Lägg i varukorgen' })
        .click();

      await expect(page).toHaveURL(/[?&]atc=/);
      const cart = page.getByRole('dialog', { name: 'Din varukorg' });
      await expect(cart.locator('.cart-line__name')).toHaveText(product!.name);
      await expect(cart.locator('.cart-line__quantity')).toHaveText('Antal: 2');
      await expect(cart.getByRole('link', { name: 'Stäng' })).toBeFocused();

      await cart.getByRole('link', { name: 'Stäng' }).click();
      await expect(page).toHaveURL(new RegExp(`/sv/produkt/${product!.slug}$`));
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  }

  test('a product card’s buy button adds one unit and the search page shows the cart (sv)', async ({
    page,
  }) => {
    await page.goto('/sv/sok?q=usb');
    const form = page.locator('form[data-buy]').first();
    // The card's name without its prefix (the brand), as the cart names the line.
    const name = await form
      .locator('xpath=ancestor::article')
      .locator('.ns-product-card__link')
      .evaluate((link) => link.lastChild?.textContent ?? '');
    await form.getByRole('button', { name: 'Lägg i varukorgen' }).click();

    await expect(page).toHaveURL(/\/sv\/sok\?q=usb&atc=/);
    const cart = page.getByRole('dialog', { name: 'Din varukorg' });
    await expect(cart.locator('.cart-line__name')).toHaveText(name);
    await expect(cart.locator('.cart-line__quantity')).toHaveText('Antal: 1');
  });
});

test('the cart the server shows without JavaScript has no moderate, serious or critical axe violations (sv)', async ({
  page,
  request,
}) => {
  const [product] = await simpleProducts(request, 'sv', 1);
  const path = `/sv/produkt/${product!.slug}?atc=${encodeURIComponent(atc([{ sku: product!.sku, quantity: 2 }]))}`;
  // The page as a browser without JavaScript renders it: no scripts, the <noscript> content shown.
  // (axe itself needs JavaScript, so the page is served to a browser that has it, without scripts.)
  const html = (await (await request.get(path)).text())
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<\/?noscript>/g, '');
  await page.route(`**${path}`, (route) => route.fulfill({ body: html, contentType: 'text/html' }));
  await page.goto(path);
  await expect(page.getByRole('dialog', { name: 'Din varukorg' })).toContainText(product!.name);
  const axe = await axeOf(page).analyze();
  expect(
    axe.violations
      .filter((v) => ['moderate', 'serious', 'critical'].includes(v.impact ?? ''))
      .map((v) => `${v.id}: ${v.help} (${v.nodes.length})`),
  ).toEqual([]);
});
