import { expect, test, type APIRequestContext } from './shopper-test';
import { stringsOf } from './checkout-helpers';

interface Facet {
  slug: string;
  name: string;
  count: number;
  brand: { slug: string; name: string; position: number };
  released: string | null;
}

/** The phone models of the Swedish case category as the API lists them. */
async function caseModels(request: APIRequestContext): Promise<Facet[]> {
  const response = await request.get('/api/category-listing?locale=sv&sid=1&path=mobilskal');
  return ((await response.json()) as { phone_models: Facet[] }).phone_models;
}

test.describe('Phone-model filter', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('Shopper on a phone sees the products first and picks a model from the closed filter (375 px, sv)', async ({
      page,
      request,
    }) => {
      const strings = await stringsOf(request, 'sv');
      const models = await caseModels(request);
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto('/sv/kategori/mobilskal');
      const filter = page.locator('details', { hasText: strings['listing.filter.phone_model'] });
      await expect(filter).not.toHaveAttribute('open');
      await expect(page.getByRole('link', { name: strings['listing.all_models'] })).toBeHidden();
      // The first product is on the first screen, not below some 75 model links.
      const card = await page.locator('#product-grid').getByRole('article').first().boundingBox();
      expect(card!.y).toBeLessThan(812);

      await filter.locator('summary').click();
      const nav = page.getByRole('navigation', { name: strings['listing.filter.phone_model'] });
      const model = models.find((m) => m.slug === 'iphone-15-pro')!;
      await nav.getByRole('link', { name: `${model.name} (${model.count})` }).click();
      await expect(page).toHaveURL(/\/sv\/kategori\/mobilskal\?phone_model=iphone-15-pro$/);
      await expect(page.locator('.listing__count')).toHaveText(
        strings['listing.products_count']!.replace('{{count}}', String(model.count)),
      );
      // Still closed, and its summary names the chosen model.
      await expect(filter).not.toHaveAttribute('open');
      await expect(filter.locator('summary')).toContainText(model.name);
      await filter.locator('summary').click();
      await expect(
        nav.getByRole('link', { name: `${model.name} (${model.count})` }),
      ).toHaveAttribute('aria-current', 'page');
      await expect(
        nav.getByRole('link', { name: strings['listing.all_models'] }),
      ).not.toHaveAttribute('aria-current');
    });
  });

  test('Shopper on a desktop sees the filter open, grouped by maker, newest model first (1280 px, sv)', async ({
    page,
    request,
  }) => {
    const strings = await stringsOf(request, 'sv');
    const models = await caseModels(request);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/sv/kategori/mobilskal');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const nav = page.getByRole('navigation', { name: strings['listing.filter.phone_model'] });
    await expect(nav.getByRole('link', { name: strings['listing.all_models'] })).toBeVisible();

    const brands = [...new Map(models.map((m) => [m.brand.slug, m.brand])).values()].sort(
      (a, b) => a.position - b.position,
    );
    // Each list of the filter: the maker that names it and its links, in page order.
    const groups = await nav.getByRole('list').evaluateAll((lists) =>
      lists.map((list) => ({
        maker: document.getElementById(list.getAttribute('aria-labelledby') ?? '')?.textContent,
        links: [...list.querySelectorAll('a')].map((a) => a.textContent),
      })),
    );
    expect(groups.map((g) => g.maker)).toEqual(brands.map((b) => b.name));
    for (const group of groups) {
      const shown = group.links.map((label) =>
        models.find((m) => label === `${m.name} (${m.count})`),
      );
      expect(shown.every(Boolean), group.maker).toBe(true);
      expect(shown).toHaveLength(models.filter((m) => m.brand.name === group.maker).length);
      const months = shown.map((m) => m?.released ?? '');
      expect(months, group.maker).toEqual([...months].sort().reverse());
    }
    const apple = nav.getByRole('list', { name: 'Apple', exact: true });
    await expect(apple.getByRole('link').first()).toHaveText(/^iPhone 16\b/);
  });
});
