import { expect, test } from './shopper-test';
import { stringsOf } from './checkout-helpers';
import { axeOf, isReportedAxeFinding } from './page-helpers';

/** Products per page of a listing or of the search results. */
const PAGE_SIZE = 24;

test.describe('Search results paging', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('Shopper pages through every search result the count promises (sv)', async ({
      page,
      request,
    }) => {
      const strings = await stringsOf(request, 'sv');
      await page.goto('/sv/sok?q=skal');
      const count = Number((await page.locator('.listing__count').innerText()).replace(/\D/g, ''));
      const pages = Math.ceil(count / PAGE_SIZE);
      expect(pages).toBeGreaterThan(2);
      await expect(page.locator('#product-grid').getByRole('article')).toHaveCount(PAGE_SIZE);
      // Search results stay out of the index, page 2 as much as page 1.
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      const firstPage = await page.locator('#product-grid').getByRole('article').allInnerTexts();

      const paging = page.getByRole('navigation', { name: strings['listing.pages'] });
      const pageLink = (n: number) =>
        paging.getByRole('link', {
          name: strings['listing.page_n']!.replace('{{page}}', `${n}`),
          exact: true,
        });
      await expect(pageLink(pages)).toHaveAttribute('href', `/sv/sok?q=skal&page=${pages}`);
      await pageLink(2).click();
      await expect(page).toHaveURL(/\/sv\/sok\?q=skal&page=2$/);
      await expect(pageLink(2)).toHaveAttribute('aria-current', 'page');
      await expect(pageLink(1)).not.toHaveAttribute('aria-current');
      const secondPage = await page.locator('#product-grid').getByRole('article').allInnerTexts();
      expect(secondPage).toHaveLength(PAGE_SIZE);
      expect(secondPage.filter((card) => firstPage.includes(card))).toEqual([]);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

      // The last page holds the rest: every counted product can be reached.
      await pageLink(pages).click();
      await expect(page.locator('#product-grid').getByRole('article')).toHaveCount(
        count - (pages - 1) * PAGE_SIZE,
      );
    });
  });

  test('Page links of a listing are plain ?page=N and open without a redirect (sv)', async ({
    request,
  }) => {
    const html = await (await request.get('/sv/kategori/mobilskal?sort=price_asc')).text();
    const hrefs = [...html.matchAll(/<nav class="pagination"[\s\S]*?<\/nav>/g)]
      .flatMap(([nav]) => [...nav.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!))
      .map((href) => href.replaceAll('&amp;', '&'));
    expect(hrefs).toContain('/sv/kategori/mobilskal?sort=price_asc&page=2');
    expect(hrefs.join(' ')).not.toMatch(/%22|"/);
    for (const href of hrefs.slice(0, 3)) {
      const response = await request.get(href, { maxRedirects: 0 });
      expect(response.status(), href).toBe(200);
    }
    // A page link as the shop once wrote it still finds its page, by one redirect.
    const old = await request.get('/sv/kategori/mobilskal?page=%222%22', { maxRedirects: 0 });
    expect(old.status()).toBe(307);
    expect(old.headers()['location']).toBe('/sv/kategori/mobilskal?page=2');
  });

  for (const width of [375, 1280]) {
    test(`the paged search results have no moderate, serious or critical accessibility violations at ${width} px`, async ({
      page,
    }) => {
      // axe reads every node of the page: a busy machine needs more than the default 30 s.
      test.setTimeout(60_000);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/sv/sok?q=laddare&page=2');
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      // The results and their paging; the header and footer are checked on the home page.
      const results = await axeOf(page).include('main').analyze();
      const reported = results.violations.filter(isReportedAxeFinding);
      expect(reported.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
    });
  }
});
