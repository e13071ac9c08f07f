import { expect, test } from './shopper-test';
import { stringsOf } from './checkout-helpers';
import { hydrated } from './page-helpers';

test.describe('Search with partial matches', () => {
  test('Shopper whose words no product matches all of sees the nearest matches, and is told so (sv)', async ({
    page,
    request,
  }) => {
    const note = (await stringsOf(request, 'sv'))['general.search_partial_results'];
    expect(note, 'the seeded string general.search_partial_results').toBeTruthy();
    await page.goto('/sv/sok?q=batteri%20iphone%2012');
    await hydrated(page);
    await expect(page.getByText(note!, { exact: true })).toBeVisible();
    await expect(page.locator('#product-grid').getByRole('article').first()).toBeVisible();
  });

  test('Shopper typing words no product matches all of is told so in the search popup (sv)', async ({
    page,
    request,
  }) => {
    const note = (await stringsOf(request, 'sv'))['general.search_partial_results'];
    expect(note, 'the seeded string general.search_partial_results').toBeTruthy();
    await page.goto('/sv');
    await hydrated(page);
    const box = page.getByRole('combobox');
    await box.fill('batteri iphone 12');
    await expect(page.getByRole('status').filter({ hasText: note! })).toBeVisible();
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    await box.fill('laddare');
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: note! })).toHaveCount(0);
  });

  test('Shopper whose every word matches sees the results without the note (sv)', async ({
    page,
    request,
  }) => {
    const note = (await stringsOf(request, 'sv'))['general.search_partial_results'];
    expect(note, 'the seeded string general.search_partial_results').toBeTruthy();
    await page.goto('/sv/sok?q=laddare');
    await hydrated(page);
    await expect(page.locator('#product-grid').getByRole('article').first()).toBeVisible();
    await expect(page.getByText(note!, { exact: true })).toHaveCount(0);
  });
});
