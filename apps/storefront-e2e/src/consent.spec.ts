import { expect, test, type Page } from './shopper-test';
import { stringsOf } from './checkout-helpers';
import { axeOf, hydrated, isReportedAxeFinding } from './page-helpers';

// A first visit: no __consent cookie (the suite's default storage state sets one).
test.use({ storageState: { cookies: [], origins: [] } });

/** The analytics events (not the gtag consent commands) pushed onto the dataLayer so far. */
async function analyticsEvents(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])
      .filter(
        (entry): entry is { event: string } =>
          typeof entry === 'object' && entry !== null && 'event' in entry,
      )
      .map((entry) => entry.event),
  );
}

async function consentCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === '__consent')?.value;
}

test('a first visit shows the banner and sends no analytics event; accepting all sets 31 and events start (sv)', async ({
  page,
  request,
}) => {
  const strings = await stringsOf(request, 'sv');
  await page.goto('/sv');
  await hydrated(page);
  const banner = page.getByRole('region', { name: strings['cookie.title'] });
  await expect(banner).toBeVisible();
  // Consent Mode v2: every signal denied before anything else ran.
  const defaults = await page.evaluate(() =>
    Array.from((window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer[0] ?? []),
  );
  expect(defaults).toEqual([
    'consent',
    'default',
    expect.objectContaining({
      analytics_storage: 'denied',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    }),
  ]);
  await page.waitForTimeout(400);
  expect(await analyticsEvents(page)).toEqual([]);

  await banner.getByRole('button', { name: strings['cookie.accept_all'] }).click();
  await expect(banner).toBeHidden();
  await expect.poll(() => consentCookie(page)).toBe('31');
  await expect.poll(() => analyticsEvents(page)).toContain('page_view');

  // A product page sends view_item now.
  await page.locator('.ns-product-card__link').first().click();
  await expect.poll(() => analyticsEvents(page)).toContain('view_item');
  // The banner does not come back.
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('region', { name: strings['cookie.title'] })).toHaveCount(0);
});

test('settings with analytics only store 5, and the footer link reopens them with the choice (fi)', async ({
  page,
  request,
}) => {
  const strings = await stringsOf(request, 'fi');
  await page.goto('/fi');
  await hydrated(page);
  const banner = page.getByRole('region', { name: strings['cookie.title'] });
  await banner.getByRole('button', { name: strings['cookie.settings'] }).click();
  const settings = page.getByRole('region', { name: strings['cookie.settings_title'] });
  await expect(
    settings.getByRole('checkbox', { name: new RegExp(strings['cookie.necessary']!) }),
  ).toBeDisabled();
  await expect(
    settings.getByRole('checkbox', { name: new RegExp(strings['cookie.necessary']!) }),
  ).toBeChecked();
  await expect(
    settings.getByRole('checkbox', { name: new RegExp(strings['cookie.analytics']!) }),
  ).not.toBeChecked();
  await settings.getByRole('checkbox', { name: new RegExp(strings['cookie.analytics']!) }).check();
  await settings.getByRole('button', { name: strings['cookie.save'] }).click();
  await expect(settings).toBeHidden();
  await expect.poll(() => consentCookie(page)).toBe('5');

  await page.getByRole('button', { name: strings['footer.cookie_settings'] }).click();
  const reopened = page.getByRole('region', { name: strings['cookie.settings_title'] });
  await expect(
    reopened.getByRole('checkbox', { name: new RegExp(strings['cookie.analytics']!) }),
  ).toBeChecked();
  await expect(
    reopened.getByRole('checkbox', { name: new RegExp(strings['cookie.marketing']!) }),
  ).not.toBeChecked();
});

test('a returning shopper reopens the settings from the footer with the stored choice (sv)', async ({
  page,
  context,
  request,
}) => {
  const strings = await stringsOf(request, 'sv');
  await context.addCookies([{ name: '__consent', value: '5', domain: '127.0.0.1', path: '/' }]);
  await page.goto('/sv');
  await hydrated(page);
  await expect(page.locator('.consent-banner')).toHaveCount(0);
  await page.getByRole('button', { name: strings['footer.cookie_settings'] }).click();
  const settings = page.getByRole('region', { name: strings['cookie.settings_title'] });
  await expect(
    settings.getByRole('checkbox', { name: new RegExp(strings['cookie.analytics']!) }),
  ).toBeChecked();
  await settings
    .getByRole('checkbox', { name: new RegExp(strings['cookie.personalization']!) })
    .check();
  await settings.getByRole('button', { name: strings['cookie.save'] }).click();
  await expect(settings).toBeHidden();
  await expect.poll(() => consentCookie(page)).toBe('29');
});

test('the banner is in the server-rendered page of a first visit, not of a returning one (fi)', async ({
  request,
}) => {
  const first = await (await request.get('/fi')).text();
  expect(first).toContain('consent-banner');
  const returning = await (await request.get('/fi', { headers: { cookie: '__consent=1' } })).text();
  expect(returning).not.toContain('class="consent-banner"');
});

test('"only necessary" stores 1 for a day and sends no analytics (da)', async ({
  page,
  request,
}) => {
  const strings = await stringsOf(request, 'da');
  await page.goto('/da');
  await hydrated(page);
  await page
    .getByRole('region', { name: strings['cookie.title'] })
    .getByRole('button', { name: strings['cookie.only_necessary'] })
    .click();
  await expect.poll(() => consentCookie(page)).toBe('1');
  const cookie = (await page.context().cookies()).find((entry) => entry.name === '__consent');
  expect(cookie?.value).toBe('1');
  const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
  expect(lifetime).toBeGreaterThan(86_000);
  expect(lifetime).toBeLessThanOrEqual(86_400);
  await page.waitForTimeout(400);
  expect(await analyticsEvents(page)).toEqual([]);
});

for (const width of [375, 1280]) {
  test(`the consent banner has no moderate, serious or critical accessibility violations at ${width} px (nl)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/nl');
    await hydrated(page);
    await expect(page.locator('.consent-banner')).toBeVisible();
    const results = await axeOf(page).include('.consent-banner').analyze();
    const reported = results.violations.filter(isReportedAxeFinding);
    expect(reported.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
}

test('?search_provider=external switches the provider the search calls use, for the session (sv)', async ({
  page,
}) => {
  await page.goto('/sv?search_provider=external');
  await hydrated(page);
  const box = page.getByRole('combobox');
  const asked = page.waitForRequest(
    (request) => request.url().includes('/api/products') && request.url().includes('query=laddare'),
  );
  await box.fill('laddare');
  expect(new URL((await asked).url()).searchParams.get('provider')).toBe('external');

  // Kept for the session, without the parameter.
  await page.goto('/sv');
  await hydrated(page);
  const again = page.waitForRequest(
    (request) => request.url().includes('/api/products') && request.url().includes('query=kabel'),
  );
  await page.getByRole('combobox').fill('kabel');
  expect(new URL((await again).url()).searchParams.get('provider')).toBe('external');
});

test('without an override the search uses the internal provider (no)', async ({ page }) => {
  await page.goto('/no');
  await hydrated(page);
  const asked = page.waitForRequest(
    (request) => request.url().includes('/api/products') && request.url().includes('query=lader'),
  );
  await page.getByRole('combobox').fill('lader');
  expect(new URL((await asked).url()).searchParams.get('provider')).toBe('internal');
});
