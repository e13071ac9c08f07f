import { expect, test } from './shopper-test';
import { stringsOf } from './checkout-helpers';
import { axeOf, isReportedAxeFinding } from './page-helpers';

test.describe('Storefront shell', () => {
  test('Shopper on the Finnish storefront switches prices to excl. VAT once the page is interactive', async ({
    page,
  }) => {
    const consoleErrors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') consoleErrors.push(msg.text());
    });
    await page.goto('/fi');
    await expect(page.getByRole('link', { name: 'Nordshop Suomi' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Tarvikkeet ja varaosat puhelimeesi',
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'fi-FI');
    const firstPrice = page.locator('#product-grid .ns-price').first();
    const inclVat = await firstPrice.innerText();
    expect(inclVat).toMatch(/€/);

    // Only React, after hydration, can change the prices: the server sent static radios.
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.getByRole('radio', { name: /Yritys/ }).check();
    await expect(firstPrice).not.toHaveText(inclVat);
    await expect(page.getByRole('radio', { name: /Yritys/ })).toBeChecked();
    // The strict Content-Security-Policy let every script of the page run.
    expect(consoleErrors).toEqual([]);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('Shopper sees the Swedish storefront name and prices rendered by the server', async ({
      page,
    }) => {
      const response = await page.goto('/sv');
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('link', { name: 'Nordshop Sverige' })).toBeVisible();
      await expect(page.locator('#product-grid .ns-price').first()).toContainText('kr');
      await expect(page.getByText('Alla priser i SEK')).toBeVisible();
    });
  });

  test('the Danish storefront offers no excl. VAT display', async ({ page }) => {
    await page.goto('/da');
    await expect(page.getByRole('link', { name: 'Nordshop Danmark' })).toBeVisible();
    await expect(page.locator('#product-grid .ns-price').first()).toContainText('kr');
    await expect(page.getByRole('radio')).toHaveCount(0);
  });

  test('an unknown page answers 404 with the spec text in the storefront’s words', async ({
    page,
    request,
  }) => {
    const strings = await stringsOf(request, 'sv');
    const response = await page.goto('/de');
    expect(response?.status()).toBe(404);
    // No storefront named and no locale cookie: the Swedish one (spec section 2).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      strings['general.page_not_found']!,
    );
  });

  test('every response carries the security headers, with a nonce on every script', async ({
    request,
  }) => {
    const response = await request.get('/fi');
    const csp = response.headers()['content-security-policy'] ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(response.headers()['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    expect(response.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const html = await response.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  for (const width of [375, 1280]) {
    test(`the home page has no moderate, serious or critical accessibility violations at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/sv');
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      const results = await axeOf(page).analyze();
      const reported = results.violations.filter(isReportedAxeFinding);
      expect(reported.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    });
  }
});
