import { expect, test } from './shopper-test';
import { catalogFixture } from './catalog-fixtures';
import { axeOf, isReportedAxeFinding } from './page-helpers';

test.describe('Catalog', () => {
  test('Shopper opens the offers from the menu and sees campaign products', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/sv');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.getByRole('menuitem', { name: 'Erbjudanden' }).click();
    await expect(page).toHaveURL(/\/sv\/produkt-tagg\/erbjudanden$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Erbjudanden');
    await expect(page.locator('#product-grid .ns-price del').first()).toBeVisible();
  });

  test('Shopper searches from the header and gets the results page with the count', async ({
    page,
  }) => {
    await page.goto('/fi');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const box = page.getByRole('combobox');
    await box.fill('laturi');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/fi\/searchresults\?q=laturi$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('laturi');
    await expect(page.locator('#product-grid').getByRole('link').first()).toBeVisible();
  });

  for (const width of [375, 1280]) {
    test(`the product and category pages have no moderate, serious or critical accessibility violations at ${width} px`, async ({
      page,
      request,
    }) => {
      const sv = await catalogFixture(request, 'sv');
      await page.setViewportSize({ width, height: 900 });
      for (const url of [`/sv/produkt/${sv.productSlug}`, `/sv/kategori/${sv.categoryChain}`]) {
        await page.goto(url);
        await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
        const results = await axeOf(page).analyze();
        const reported = results.violations.filter(isReportedAxeFinding);
        expect(reported.map((v) => `${url} ${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
      }
    });
  }
});
