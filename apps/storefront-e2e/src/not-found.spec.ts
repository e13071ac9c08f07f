import { expect, test } from './shopper-test';
import { NL_DOMAIN } from '../playwright.config';
import { LOCALES, stringsOf } from './checkout-helpers';
import { axeOf, isReportedAxeFinding } from './page-helpers';

const LANG = { sv: 'sv-SE', no: 'nb-NO', da: 'da-DK', fi: 'fi-FI', nl: 'nl-NL' } as const;

test.describe('404 page', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('Shopper who follows a dead link gets the storefront’s 404 in its language, inside its header and footer, with search and a way home', async ({
      page,
      request,
    }) => {
      test.setTimeout(60_000);
      for (const locale of LOCALES) {
        const strings = await stringsOf(request, locale);
        const response = await page.goto(`/${locale}/den-har-sidan-finns-inte`);
        expect(response?.status(), locale).toBe(404);
        await expect(page.locator('html')).toHaveAttribute('lang', LANG[locale]);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          strings['general.page_not_found']!,
        );
        await expect(page.getByRole('banner').getByRole('search')).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
        // The Dutch storefront is served from its own domain in the suite, without the prefix.
        await expect(
          page.getByRole('main').getByRole('link', { name: strings['general.back_home'] }),
        ).toHaveAttribute('href', locale === 'nl' ? '/' : `/${locale}`);
      }
      expect(new URL(page.url()).host).toContain(NL_DOMAIN);
    });

    test('Shopper searches from the 404 page, or takes the way home (fi)', async ({
      page,
      request,
    }) => {
      const strings = await stringsOf(request, 'fi');
      await page.goto('/fi/tuote/ei-ole-olemassa');
      await page.getByRole('combobox').fill('laturi');
      await page.getByRole('combobox').press('Enter');
      await expect(page).toHaveURL(/\/fi\/searchresults\?q=laturi$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('laturi');
      // And the way home opens the storefront.
      await page.goto('/fi/tuote/ei-ole-olemassa');
      await page
        .getByRole('main')
        .getByRole('link', { name: strings['general.back_home'] })
        .click();
      await expect(page).toHaveURL(/\/fi$/);
    });

    test('an address without a storefront is the 404 of the storefront the locale cookie names, else the Swedish one', async ({
      page,
      request,
      context,
    }) => {
      const [sv, fi] = [await stringsOf(request, 'sv'), await stringsOf(request, 'fi')];
      const response = await page.goto('/nosuchpage');
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', 'sv-SE');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        sv['general.page_not_found']!,
      );

      await context.addCookies([{ name: 'locale', value: 'fi', url: page.url() }]);
      for (const path of ['/nosuchpage', '/de', '/de/x/y']) {
        const answer = await page.goto(path);
        expect(answer?.status(), path).toBe(404);
        await expect(page.locator('html')).toHaveAttribute('lang', 'fi-FI');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          fi['general.page_not_found']!,
        );
        await expect(page.getByRole('banner').getByRole('search')).toBeVisible();
      }
    });
  });

  for (const width of [375, 1280]) {
    test(`the 404 page shows search and the way home at ${width} px, without moderate, serious or critical accessibility violations`, async ({
      page,
      request,
    }) => {
      // axe reads every node of the page: a busy machine needs more than the default 30 s.
      test.setTimeout(60_000);
      const strings = await stringsOf(request, 'da');
      await page.setViewportSize({ width, height: 900 });
      const response = await page.goto('/da/produkt/findes-ikke');
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await expect(page.getByRole('combobox')).toBeInViewport();
      await expect(
        page.getByRole('main').getByRole('link', { name: strings['general.back_home'] }),
      ).toBeInViewport();
      const results = await axeOf(page).analyze();
      const reported = results.violations.filter(isReportedAxeFinding);
      expect(reported.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
    });
  }
});
