import { expect, test } from './shopper-test';
import { NL_DOMAIN } from '../playwright.config';
import { axeViolations, hydrated } from './page-helpers';

const port = Number(process.env['E2E_PORT'] ?? 3100);

/** The terms page of each storefront (CMS pages of one translation key). */
const TERMS = [
  { locale: 'sv', path: '/sv/kopvillkor', title: 'Köpvillkor', country: 'Sverige' },
  { locale: 'no', path: '/no/kjopsvilkar', title: 'Kjøpsvilkår', country: 'Norge' },
  { locale: 'da', path: '/da/handelsbetingelser', title: 'Handelsbetingelser', country: 'Danmark' },
  { locale: 'fi', path: '/fi/toimitusehdot', title: 'Toimitusehdot', country: 'Suomi' },
] as const;

for (const from of TERMS) {
  test(`Shopper reading the terms switches language and reads them there (${from.locale})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(from.path);
    await hydrated(page);
    for (const to of TERMS.filter((t) => t.locale !== from.locale)) {
      const link = page.locator('.site-header .locale-switcher').getByRole('link', {
        name: to.country,
      });
      await expect(link).toHaveAttribute('href', to.path);
    }
    const target = TERMS.find((t) => t.locale === (from.locale === 'fi' ? 'sv' : 'fi'))!;
    const response = page.waitForResponse((r) => new URL(r.url()).pathname === target.path);
    await page
      .locator('.site-header .locale-switcher')
      .getByRole('link', { name: target.country })
      .click();
    expect((await response).status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.title);
  });
}

test('the side menu on a phone switches a CMS page to its translation (sv → fi)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/sv/kundservice');
  await hydrated(page);
  await page.getByRole('button', { name: 'Meny' }).click();
  await page.getByRole('dialog', { name: 'Meny' }).getByRole('link', { name: 'Suomi' }).click();
  await expect(page).toHaveURL(/\/fi\/asiakaspalvelu$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Asiakaspalvelu');
  expect(await axeViolations(page)).toEqual([]);
});

test("a CMS page's hreflang links name its translations, the Dutch one on its domain", async ({
  request,
}) => {
  const html = await (await request.get('/sv/kopvillkor')).text();
  const links = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map(
    ([, lang, href]) => [lang, href],
  );
  expect(Object.fromEntries(links)).toMatchObject({
    'fi-FI': expect.stringMatching(/\/fi\/toimitusehdot$/),
    'nl-NL': `http://${NL_DOMAIN}:${port}/algemene-voorwaarden`,
  });
});

test('a page that is not found switches to the home page of each storefront (fi)', async ({
  page,
}) => {
  const response = await page.goto('/fi/ei-tallaista-sivua');
  expect(response?.status()).toBe(404);
  await hydrated(page);
  await expect(
    page.locator('.site-header .locale-switcher').getByRole('link', { name: 'Sverige' }),
  ).toHaveAttribute('href', '/sv');
});
