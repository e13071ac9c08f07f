import { expect, test } from '@playwright/test';
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
