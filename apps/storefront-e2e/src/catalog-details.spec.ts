import { expect, test, type APIRequestContext } from './shopper-test';
import { NL_DOMAIN } from '../playwright.config';
import { STORE_IDS, type Locale } from './catalog-fixtures';
import { LOCALES, stringsOf } from './checkout-helpers';

const port = Number(process.env['E2E_PORT'] ?? 3100);
const PRODUCT_WORD: Record<Locale, string> = {
  sv: 'produkt',
  no: 'produkt',
  da: 'produkt',
  fi: 'tuote',
  nl: 'product',
};
const ISO: Record<Locale, string> = {
  sv: 'sv-SE',
  no: 'nb-NO',
  da: 'da-DK',
  fi: 'fi-FI',
  nl: 'nl-NL',
};

interface Card {
  slug: string;
  score: number;
  estimated_at: string | null;
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

/** A storefront page's HTML as the server renders it; the Dutch one on its own domain. */
async function pageHtml(request: APIRequestContext, locale: Locale, path: string) {
  const response =
    locale === 'nl'
      ? await request.get(path || '/', { headers: { host: `${NL_DOMAIN}:${port}` } })
      : await request.get(`/${locale}${path}`);
  expect(response.status(), `${locale} ${path}`).toBe(200);
  return response.text();
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();

test.describe('Catalog details', () => {
  test('Shopper sees a picture on every category tile, never letters of English names, on every storefront', async ({
    request,
  }) => {
    const checked = new Set<string>();
    for (const locale of LOCALES) {
      const tree = await api<{ name: string; show_in_main_menu: boolean }[]>(
        request,
        locale,
        'product-categories',
        { v: '2' },
      );
      const html = await pageHtml(request, locale, '');
      const section = /<section class="home__categories"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
      const tiles = [...section.matchAll(/<img src="([^"]+)"[^>]*>\s*<span>([^<]+)<\/span>/g)];
      expect(tiles.map(([, , name]) => name)).toEqual(
        tree.filter((c) => c.show_in_main_menu).map((c) => c.name),
      );
      for (const [, src] of tiles) {
        if (checked.has(src!)) continue;
        checked.add(src!);
        const picture = await request.get(src!);
        expect(picture.headers()['content-type']).toContain('image/svg+xml');
        const svg = await picture.text();
        expect(svg, src).not.toMatch(/<text/);
        expect(svg, src).toMatch(/<(rect|path|circle)/);
      }
    }
    expect(checked.size).toBeGreaterThan(3);
  });

  test('Shopper reads a 4.5 rating as 4,5 beside four and a half stars on every storefront', async ({
    request,
  }) => {
    for (const locale of LOCALES) {
      const strings = await stringsOf(request, locale);
      const popular = await api<{ products: Card[] }>(request, locale, 'products', {
        popular: '1',
        limit: '100',
      });
      const card = popular.products.find((p) => p.score > 0 && p.score % 1 === 0.5);
      expect(card, locale).toBeDefined();
      const product = await api<{ rating: { score: number; count: number } }>(
        request,
        locale,
        `product-by-slug/${encodeURIComponent(card!.slug)}`,
      );
      const score = new Intl.NumberFormat(ISO[locale], {
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      }).format(product.rating.score);
      expect(score).toMatch(/^\d,5$/);
      const html = await pageHtml(request, locale, `/${PRODUCT_WORD[locale]}/${card!.slug}`);
      const rating = /<p class="product-page__rating">[\s\S]*?<\/p>/.exec(html)?.[0] ?? '';
      expect(text(rating)).toBe(
        strings['product.rating']!.replace('{{score}}', score).replace(
          '{{count}}',
          String(product.rating.count),
        ),
      );
      expect(rating).toContain(
        `aria-label="${strings['product.score']!.replace('{{score}}', score)}"`,
      );
      const stars = [...rating.matchAll(/data-state="(\w+)"/g)].map((m) => m[1]);
      const full = Math.floor(product.rating.score);
      expect(stars).toEqual([
        ...Array<string>(full).fill('full'),
        'half',
        ...Array<string>(4 - full).fill('empty'),
      ]);
    }
  });

  test('Shopper sees the year of a presale date that is not within the coming months, on every storefront', async ({
    request,
  }) => {
    const today = new Date().toISOString().slice(0, 10);
    const sevenMonthsAhead = new Date(Date.now() + 213 * 86_400_000).toISOString().slice(0, 10);
    for (const locale of LOCALES) {
      const [top] = await api<{ slug: string }[]>(request, locale, 'product-categories', {
        v: '2',
      });
      let presale: Card | undefined;
      for (let page = 1; !presale && page <= 10; page++) {
        const listing = await api<{ products: Card[] }>(request, locale, 'category-listing', {
          path: top!.slug,
          per_page: '100',
          page: String(page),
        });
        // A date already past or more than seven months ahead: it needs its year whatever the day.
        presale = listing.products.find(
          (p) => p.estimated_at && (p.estimated_at < today || p.estimated_at > sevenMonthsAhead),
        );
      }
      expect(presale, locale).toBeDefined();
      const year = presale!.estimated_at!.slice(0, 4);
      const html = await pageHtml(request, locale, `/${PRODUCT_WORD[locale]}/${presale!.slug}`);
      const stock = /<p class="ns-stock[^"]*"[^>]*>[\s\S]*?<\/p>/.exec(html)?.[0] ?? '';
      expect(text(stock), locale).toContain(year);
    }
  });
});
