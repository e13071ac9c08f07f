import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { STORE_IDS, type Locale } from './catalog-fixtures';
import { stringsOf } from './checkout-helpers';
import { axeOf, hydrated, storefrontHtml } from './page-helpers';

interface Detail {
  id: number;
  slug: string;
  url_fragment: string;
  name: string;
  rating: { score: number; count: number };
  images: { sort_order: number; type: number; url: string }[];
  variation_attributes: { code: string; name: string; values: { code: string; name: string }[] }[];
  variations: { sku: string; attributes: Record<string, string> }[];
}

interface ReviewsPage {
  count: number;
  reviews: { title: string; body: string }[];
}

async function api<T>(
  request: APIRequestContext,
  locale: Locale,
  path: string,
  query: Record<string, string> = {},
): Promise<T> {
  const params = new URLSearchParams({ locale, sid: String(STORE_IDS[locale]), ...query });
  const response = await request.get(`/api/${path}?${params.toString()}`);
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

/**
 * The first popular product of `locale` in colours, with more reviews than a page shows and
 * several pictures, read from the seeded API.
 */
async function colourfulProduct(request: APIRequestContext, locale: Locale): Promise<Detail> {
  const { products } = await api<{ products: { slug: string; variations: unknown[] }[] }>(
    request,
    locale,
    'products',
    { popular: '1', limit: '48' },
  );
  for (const card of products.filter((p) => p.variations.length > 1)) {
    const detail = await api<Detail>(request, locale, `product-by-slug/${card.slug}`);
    const pictures = new Set(detail.images.map((i) => i.sort_order)).size;
    if (detail.variation_attributes[0]?.code === 'color' && detail.rating.count > 5 && pictures > 1)
      return detail;
  }
  throw new Error(`no popular product in colours with reviews in ${locale}`);
}

/** The large picture of a variation: its own address, drawn in its colour. */
const pictureOf = (sku: string) => new RegExp(`/media/products/${sku}/0-800\\.svg$`);

const gallery = (page: Page, strings: Record<string, string>) =>
  page.getByRole('region', { name: strings['product.images'] });
const mainPicture = (page: Page, strings: Record<string, string>) =>
  gallery(page, strings).locator('.product-gallery__main');

/** Accessibility violations of the page from moderate up. */
async function axeViolations(page: Page): Promise<string[]> {
  const results = await axeOf(page).include('main').analyze();
  return results.violations
    .filter((v) => v.impact === 'moderate' || v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);
}

test.describe('The product page', () => {
  for (const locale of ['sv', 'fi'] as const) {
    test(`Shopper reads a product's reviews in the storefront's language (${locale})`, async ({
      page,
      request,
    }) => {
      const strings = await stringsOf(request, locale);
      const product = await colourfulProduct(request, locale);
      const first = await api<ReviewsPage>(request, locale, `products/${product.id}/reviews`);
      expect(first.count).toBe(product.rating.count);
      await page.goto(`/${locale}${product.url_fragment}`);
      const reviews = page.getByRole('region', { name: strings['product.reviews'] });
      const items = reviews.getByRole('article');
      await expect(items).toHaveCount(5);
      for (const [i, review] of first.reviews.entries()) {
        await expect(items.nth(i).getByRole('heading', { level: 3 })).toHaveText(review.title);
        await expect(items.nth(i)).toContainText(review.body);
      }
      // The count beside the stars is the reviews' count, and links to them.
      const count = String(product.rating.count);
      await expect(page.getByRole('link', { name: new RegExp(`\\(${count} `) })).toHaveAttribute(
        'href',
        '#product-reviews',
      );
      await hydrated(page);
      await reviews.getByRole('button', { name: strings['product.reviews_more'] }).click();
      await expect(items).toHaveCount(Math.min(10, product.rating.count));
    });
  }

  test('Shopper sees each picture once and chooses one by its thumbnail, also by keyboard', async ({
    page,
    request,
  }) => {
    const strings = await stringsOf(request, 'sv');
    const product = await colourfulProduct(request, 'sv');
    await page.goto(`/sv${product.url_fragment}`);
    await hydrated(page);
    const region = gallery(page, strings);
    const thumbs = region.getByRole('button');
    const pictures = new Set(product.images.map((i) => i.sort_order)).size;
    // One large picture and one thumbnail per picture: no picture shown twice in two sizes.
    await expect(region.locator('.product-gallery__main')).toHaveCount(1);
    await expect(thumbs).toHaveCount(pictures);
    const thumbUrls = await thumbs
      .locator('img')
      .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).getAttribute('src')));
    expect(new Set(thumbUrls).size).toBe(pictures);
    await expect(thumbs.first()).toHaveAttribute('aria-pressed', 'true');
    const before = await mainPicture(page, strings).getAttribute('src');
    await thumbs.nth(1).click();
    await expect(thumbs.nth(1)).toHaveAttribute('aria-pressed', 'true');
    await expect(thumbs.first()).toHaveAttribute('aria-pressed', 'false');
    await expect(mainPicture(page, strings)).not.toHaveAttribute('src', before ?? '');
    await expect(mainPicture(page, strings)).toHaveAttribute('src', /\/1-800\.svg$/);
    await thumbs.first().focus();
    await page.keyboard.press('Enter');
    await expect(mainPicture(page, strings)).toHaveAttribute('src', before ?? '');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('Shopper chooses a colour: its picture and a link that opens it, the page kept in place', async ({
    page,
    request,
  }) => {
    const strings = await stringsOf(request, 'sv');
    const product = await colourfulProduct(request, 'sv');
    const attribute = product.variation_attributes[0]!;
    const other = product.variations[1]!;
    const colour = attribute.values.find((v) => v.code === other.attributes['color'])!;
    await page.goto(`/sv${product.url_fragment}`);
    await hydrated(page);
    const choices = page.getByRole('group', { name: attribute.name });
    await expect(choices.getByRole('radio')).toHaveCount(product.variations.length);
    await page.evaluate(() => window.scrollTo(0, 200));
    await choices.getByRole('radio', { name: colour.name }).check();
    await expect(page).toHaveURL(new RegExp(`\\?variant=${other.sku}$`));
    await expect(mainPicture(page, strings)).toHaveAttribute('src', pictureOf(other.sku));
    await expect(page.getByText(`${strings['product.sku']}: ${other.sku}`)).toBeVisible();
    // Another colour is another picture, not the same one under another address.
    const drawn = async (sku: string) =>
      (await request.get(`/media/products/${sku}/0-800.svg`)).text();
    expect(await drawn(other.sku)).not.toBe(await drawn(product.variations[0]!.sku));
    expect(await page.evaluate(() => window.scrollY)).toBe(200);
    // The link opened afresh: the server renders that colour.
    const html = await storefrontHtml(
      request,
      'sv',
      `${product.url_fragment}?variant=${other.sku}`,
    );
    expect(html).toContain(
      `class="product-gallery__main" src="/media/products/${other.sku}/0-800.svg"`,
    );
    await page.goto(`/sv${product.url_fragment}?variant=${other.sku}`);
    await expect(choices.getByRole('radio', { name: colour.name })).toBeChecked();
    await expect(mainPicture(page, strings)).toHaveAttribute('src', pictureOf(other.sku));
    // The arrow keys choose the next colour.
    await hydrated(page);
    await choices.getByRole('radio', { name: colour.name }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page).not.toHaveURL(new RegExp(`variant=${other.sku}$`));
    expect(await axeViolations(page)).toEqual([]);
  });

  test('Shopper finds products behind every quick link of the menu, on every storefront', async ({
    page,
    request,
  }) => {
    // Four storefronts, four listings each.
    test.setTimeout(90_000);
    for (const locale of ['sv', 'no', 'da', 'fi'] as const) {
      const strings = await stringsOf(request, locale);
      await page.goto(`/${locale}`);
      for (const key of ['menu.bestsellers', 'menu.offers', 'menu.used', 'menu.inspirations']) {
        const href = await page
          .getByRole('menuitem', { name: strings[key], exact: true })
          .getAttribute('href');
        expect(href, `${locale} ${key}`).toBeTruthy();
        const html = await storefrontHtml(request, locale, href!.replace(`/${locale}`, ''));
        expect(html, `${locale} ${key}`).toMatch(/<a [^>]*href="\/[a-z]{2}\/(produkt|tuote)\//);
      }
    }
  });
});
