import { expect, test } from './shopper-test';
import { STORE_IDS } from './catalog-fixtures';
import { LOCALES, stringsOf } from './checkout-helpers';
import { axeViolations, hydrated } from './page-helpers';

/** Each storefront's customer-service, shipping and terms pages. */
const PAGES = {
  sv: { service: 'kundservice', shipping: 'frakt', terms: 'kopvillkor', postal: '111 20' },
  no: { service: 'kundeservice', shipping: 'frakt', terms: 'kjopsvilkar', postal: '0150' },
  da: { service: 'kundeservice', shipping: 'fragt', terms: 'handelsbetingelser', postal: '1050' },
  fi: { service: 'asiakaspalvelu', shipping: 'toimitus', terms: 'toimitusehdot', postal: '00100' },
  nl: {
    service: 'klantenservice',
    shipping: 'verzending',
    terms: 'algemene-voorwaarden',
    postal: '1012 AB',
  },
} as const;

for (const locale of LOCALES) {
  test(`Shopper finds who sells, the shipping prices checkout charges and complete terms (${locale})`, async ({
    page,
    request,
  }) => {
    const pages = PAGES[locale];
    await page.goto(`/${locale}/${pages.service}`);
    await hydrated(page);
    const service = page.locator('.cms-page__content');
    for (const fact of ['Nordshop AB', '559312-4785', 'SE559312478501', 'Lagervägen 12', '136 50'])
      await expect(service).toContainText(fact);
    expect(await service.locator('a[href^="mailto:"]').count()).toBeGreaterThan(0);
    expect(await service.locator('a[href^="tel:+"]').count()).toBe(1);

    const offered = (await (
      await request.get(
        `/api/checkout/shipping-methods?locale=${locale}&sid=${STORE_IDS[locale]}&postal_code=${encodeURIComponent(pages.postal)}&subtotal=0&processor=2`,
      )
    ).json()) as { methods: { name: string }[] };
    await page.goto(`/${locale}/${pages.shipping}`);
    const rows = page.locator('.content-shipping-prices tbody tr');
    await expect(rows).toHaveCount(offered.methods.length);
    const names = await rows.locator('td:first-child').allTextContents();
    expect(names.sort()).toEqual(offered.methods.map((m) => m.name).sort());
    // The price table fits a phone: the page never scrolls sideways.
    await page.setViewportSize({ width: 375, height: 800 });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.goto(`/${locale}/${pages.terms}`);
    await expect(page.locator('.cms-page__content h2')).toHaveCount(9);
    await expect(page.locator('.cms-page__content')).toContainText('14');
    expect(await axeViolations(page)).toEqual([]);
  });
}

test("the footer's carriers are the ones checkout ships with (sv, fi)", async ({ page }) => {
  for (const [locale, carriers] of [
    ['sv', ['PostNord']],
    ['fi', ['Posti', 'PostNord']],
  ] as const) {
    await page.goto(`/${locale}`);
    const list = page.locator('.ns-badges--shipping img');
    expect(await list.evaluateAll((images) => images.map((i) => i.getAttribute('alt')))).toEqual(
      carriers,
    );
  }
});

test('the login panel opens on its e-mail field and offers a forgotten password and a new account in its own forms (sv)', async ({
  page,
  request,
}) => {
  const strings = await stringsOf(request, 'sv');
  await page.goto('/sv?login');
  const modal = page.getByRole('dialog', { name: strings['general.login'] });
  await expect(modal).toBeVisible();
  await expect(modal.getByLabel(strings['account.email']!)).toBeFocused();
  await expect(modal.getByRole('button', { name: strings['auth.create_account'] })).toBeVisible();
  await modal.getByRole('button', { name: strings['auth.forgot_password'] }).click();
  // The panel stays, on its forgotten-password form (mail-account.spec.ts follows it through).
  await expect(page.getByRole('heading', { name: strings['auth.forgot_title'] })).toBeVisible();
  await expect(page.getByLabel(strings['account.email']!)).toBeFocused();
});

test('a results page opened directly shows its query in the search box, and a capped count as 240+ (sv)', async ({
  page,
  request,
}) => {
  const strings = await stringsOf(request, 'sv');
  const search = await request.get('/api/products?locale=sv&sid=1&query=skal');
  expect(search.headers()['x-be-records']).toBe('240');
  await page.goto('/sv/sok?q=skal');
  await expect(page.getByRole('search').getByRole('combobox')).toHaveValue('skal');
  await expect(page.locator('.listing__count')).toHaveText(
    strings['listing.products_count_at_least']!.replace('{{count}}', '240'),
  );
  await hydrated(page);
  await expect(page.getByRole('search').getByRole('combobox')).toHaveValue('skal');

  // A search with fewer hits says how many.
  await page.goto('/sv/sok?q=presentkort');
  const count = (await request.get('/api/products?locale=sv&sid=1&query=presentkort')).headers()[
    'x-be-records'
  ];
  await expect(page.locator('.listing__count')).toHaveText(
    strings['listing.products_count']!.replace('{{count}}', count!),
  );
  // An amount in a product's name stays on one line.
  const names = await page.locator('.ns-product-card__name').allTextContents();
  const giftCard = names.find((name) => /Presentkort 1.000.kr/.test(name));
  expect(giftCard).toMatch(/Presentkort 1\u00a0000\u00a0kr$/);
});

test('the 404 page is titled by its message (da)', async ({ page, request }) => {
  const strings = await stringsOf(request, 'da');
  const response = await page.goto('/da/findes-ikke');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(`${strings['general.page_not_found']} | Nordshop Danmark`);
  await hydrated(page);
  await expect(page).toHaveTitle(`${strings['general.page_not_found']} | Nordshop Danmark`);
});

test('the home page tells search engines who the shop is and how to search it (sv)', async ({
  request,
}) => {
  const html = await (await request.get('/sv')).text();
  const data = [
    ...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]+)<\/script>/g),
  ].map(([, json]) => JSON.parse(json!) as Record<string, unknown>);
  const organization = data.find((d) => d['@type'] === 'Organization');
  const site = data.find((d) => d['@type'] === 'WebSite');
  expect(organization).toMatchObject({ name: 'Nordshop Sverige' });
  expect(site).toMatchObject({
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        urlTemplate: expect.stringMatching(/\/sv\/sok\?q=\{search_term_string\}$/) as unknown,
      },
      'query-input': 'required name=search_term_string',
    },
  });
});
