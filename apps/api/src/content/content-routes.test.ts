import {
  ApiErrorSchema,
  CmsPageResponseSchema,
  DealResponseSchema,
  StringsResponseSchema,
  WIDGET_SLUGS,
  WidgetResponseSchema,
} from '@nordshop/api-contract';
import {
  LOCALE_CODES,
  STOREFRONTS,
  fillShopText,
  shopTextValues,
  type LocaleCode,
} from '@nordshop/locale-config';
import { describe, expect, it } from 'vitest';
import { fillPageText } from './fill-page-text';
import { sanitizeContentHtml } from './sanitize-html';
import { CMS_LEGACY_BLOCKS } from '../../seed/data/cms-legacy-blocks';
import { CMS_PAGES } from '../../seed/data/cms-pages';
import { WIDGETS } from '../../seed/data/widgets';
import { sharedApi, STOREFRONT_CASES } from '../../testing/shared-api';

const api = sharedApi();
const q = (locale: string, sid: number) => `locale=${locale}&sid=${sid}`;

describe('GET /api/current-deal', () => {
  it.each(STOREFRONT_CASES)('answers the deal running now in $locale', async ({ locale, sid }) => {
    const response = await api.get(`/api/current-deal?${q(locale, sid)}`);
    expect(response.status).toBe(200);
    const deal = DealResponseSchema.parse(await response.json());
    expect(Object.keys(deal).sort()).toEqual([
      'discount',
      'expires_at',
      'product_name',
      'product_slug',
      'starts_at',
      'title',
    ]);
    expect(new Date(deal.starts_at).getTime()).toBeLessThanOrEqual(Date.now());
    expect(new Date(deal.expires_at).getTime()).toBeGreaterThan(Date.now());
    const [text] = await api.sql<{ name: string }>(
      `select name from product_texts where locale = '${locale}' and slug = '${deal.product_slug}'`,
    );
    expect(text?.name).toBe(deal.product_name);
  });

  it('puts the deal discount on the product as a campaign price', async () => {
    const deal = DealResponseSchema.parse(
      await (await api.get(`/api/current-deal?${q('sv', 1)}`)).json(),
    );
    const product = await api.client('sv').productBySlug(deal.product_slug);
    const campaign = product.prices.c.find((tier) => tier.q === 1);
    expect(campaign?.d).toBeGreaterThanOrEqual(deal.discount);
    expect(campaign!.p).toBeLessThan(product.prices.n[0]!.p);
  });
});

describe('GET /api/widget-by-slug/{slug}', () => {
  const cases = LOCALE_CODES.flatMap((locale) =>
    WIDGET_SLUGS.map((slug) => ({ locale, sid: STOREFRONTS[locale].storeID, slug })),
  );

  it.each(cases)(
    'answers content and hidden of $slug in $locale',
    async ({ locale, sid, slug }) => {
      const response = await api.get(`/api/widget-by-slug/${slug}?${q(locale, sid)}`);
      expect(response.status).toBe(200);
      const widget = WidgetResponseSchema.parse(await response.json());
      expect(widget.content.length).toBeGreaterThan(20);
      expect(typeof widget.hidden).toBe('boolean');
    },
  );

  it('answers 404 for a widget that does not exist', async () => {
    const response = await api.get(`/api/widget-by-slug/no-such-widget?${q('sv', 1)}`);
    expect(response.status).toBe(404);
  });

  it('answers 400 naming slug for a malformed slug', async () => {
    const response = await api.get(`/api/widget-by-slug/Not_A_Slug?${q('sv', 1)}`);
    expect(response.status).toBe(400);
    expect(Object.keys(ApiErrorSchema.parse(await response.json()).fields ?? {})).toEqual(['slug']);
  });

  it('reads the widget from the database', async () => {
    await api.sql(`update widgets set hidden = true where slug = 'cart-header' and locale = 'da'`);
    try {
      expect((await api.client('da').widget('cart-header')).hidden).toBe(true);
    } finally {
      await api.sql(
        `update widgets set hidden = false where slug = 'cart-header' and locale = 'da'`,
      );
    }
  });
});

describe('GET /api/strings', () => {
  it.each(STOREFRONT_CASES)(
    'answers the strings of $locale in its own language',
    async ({ locale, sid }) => {
      const strings = StringsResponseSchema.parse(
        await (await api.get(`/api/strings?${q(locale, sid)}`)).json(),
      );
      expect(strings['general.no_products_found']).toBeTruthy();
      expect(strings['product.adjusted_quantity']).toBeTruthy();
      expect(Object.keys(strings).length).toBeGreaterThan(80);
    },
  );

  it('has the same keys in every locale', async () => {
    const keySets = await Promise.all(
      LOCALE_CODES.map(async (locale) => Object.keys(await api.client(locale).strings()).sort()),
    );
    for (const keys of keySets) expect(keys).toEqual(keySets[0]);
  });

  it.each([
    { locale: 'sv', text: 'Inga produkter hittades' },
    { locale: 'fi', text: 'Tuotteita ei löytynyt' },
    { locale: 'nl', text: 'Geen producten gevonden' },
  ] as const)('says "$text" for no products found in $locale', async ({ locale, text }) => {
    expect((await api.client(locale).strings())['general.no_products_found']).toBe(text);
  });
});

describe('GET /api/page-by-slug/{slug}', () => {
  it.each(STOREFRONT_CASES)(
    "answers the privacy page of $locale at its storefront's privacy path",
    async ({ locale }) => {
      const page = await api.client(locale).cmsPage(STOREFRONTS[locale].privacyURL.slice(1));
      expect(CmsPageResponseSchema.parse(page).content).toMatch(/<p>/);
    },
  );

  it('answers 404 with the page-not-found message for an unknown page', async () => {
    const response = await api.get(`/api/page-by-slug/finns-inte?${q('sv', 1)}`);
    expect(response.status).toBe(404);
    expect(ApiErrorSchema.parse(await response.json()).message).toBe(
      'This page could not be found',
    );
  });
});

describe('content HTML on the wire', () => {
  const widgetCases = LOCALE_CODES.flatMap((locale) =>
    WIDGETS.map((widget) => ({ locale, slug: widget.slug, content: widget.content[locale] })),
  );

  it.each(widgetCases)(
    'serves the seeded $slug widget of $locale as it was written, settings filled in',
    async ({ locale, slug, content }) => {
      expect((await api.client(locale).widget(slug)).content).toBe(fillShopText(content, locale));
    },
  );

  it.each(LOCALE_CODES)(
    "serves %s's terms page without the old shop's script, onclick and javascript: link",
    async (locale) => {
      const legacy = CMS_LEGACY_BLOCKS[locale];
      const [stored] = await api.sql<{ content: string }>(
        `select content from cms_pages where locale = '${locale}' and slug = '${legacy.slug}'`,
      );
      expect(stored?.content).toContain('<script>window.__legacyTracking = 1</script>');
      expect(stored?.content).toMatch(/onclick=.*href="javascript:/);
      const page = await api.client(locale).cmsPage(legacy.slug);
      expect(page.content).not.toMatch(/<script|__legacyTracking|onclick|javascript:/i);
      const published = CMS_PAGES[locale].find((p) => p.slug === legacy.slug)!;
      expect(page.content.startsWith(`${published.content}<div class="legacy-import"><h2>`)).toBe(
        true,
      );
      expect(page.content).toMatch(/<p><a>[^<]+<\/a><\/p><\/div>$/);
    },
  );

  it.each(LOCALE_CODES)(
    'serves the other seeded pages of %s as they were written, settings filled in',
    async (locale) => {
      for (const seeded of CMS_PAGES[locale].filter(
        (p) => p.slug !== CMS_LEGACY_BLOCKS[locale].slug,
      )) {
        expect((await api.client(locale).cmsPage(seeded.slug)).content).toBe(
          sanitizeContentHtml(await fillPageText(seeded.content, locale)),
        );
      }
    },
  );

  it('serves a widget the CMS wrote a script, handlers and bad links into without them', async () => {
    const [before] = await api.sql<{ content: string }>(
      `select content from widgets where slug = 'store-message-footer' and locale = 'nl'`,
    );
    const payload = `<p>Welkom<img src=x onerror=alert(1)></p><svg onload=alert(2)></svg><script>alert(3)</script><a href="JaVaScRiPt:alert(4)" target="_blank">klik</a><iframe srcdoc="<script>alert(5)</script>"></iframe>`;
    await api.sql(
      `update widgets set content = '${payload}' where slug = 'store-message-footer' and locale = 'nl'`,
    );
    try {
      const widget = await api.client('nl').widget('store-message-footer');
      expect(widget.content).toBe(
        '<p>Welkom<img src="x" /></p><a target="_blank" rel="noopener noreferrer">klik</a>',
      );
    } finally {
      await api.sql(
        `update widgets set content = '${before!.content.replaceAll("'", "''")}' where slug = 'store-message-footer' and locale = 'nl'`,
      );
    }
  });
});

describe('the free-shipping threshold in shop texts', () => {
  /** Words that say shipping is free, per storefront language. */
  const FREE_SHIPPING: Readonly<Record<LocaleCode, RegExp>> = {
    sv: /fri frakt|frakten är gratis/i,
    no: /fri frakt|gratis frakt|frakten er gratis/i,
    da: /gratis fragt|fragten er gratis|er fragten gratis/i,
    fi: /ilmainen toimitus|toimitus on ilmainen/i,
    nl: /gratis verzending|verzending is gratis/i,
  };
  /** Every amount of money a text states, in major units: "499 kr", "399 kr.", "45 euron", "€ 45", "45,50 €". */
  const amountsIn = (text: string): number[] =>
    [...text.matchAll(/€\s?(\d[\d.\s]*(?:,\d+)?)|(\d[\d.\s]*(?:,\d+)?)\s?(?:kr|€|euro)/g)].map(
      (match) => Number((match[1] ?? match[2] ?? '').replace(/[\s.]/g, '').replace(',', '.')),
    );

  it.each(LOCALE_CODES)(
    'states the setting of %s in every string, widget and page that promises free shipping',
    async (locale) => {
      const client = api.client(locale);
      const strings = Object.values(await client.strings());
      const widgets = await Promise.all(
        WIDGET_SLUGS.map(async (slug) => (await client.widget(slug)).content),
      );
      const pages = await Promise.all(
        CMS_PAGES[locale].map(async (page) => (await client.cmsPage(page.slug)).content),
      );
      // A page's paragraphs, list items and table cells each say one thing (the shipping page's
      // price table states what each method costs below the threshold).
      const parts = [...widgets, ...pages].flatMap((html) => html.split(/<\/(?:p|li|td|th)>/));
      const promises = [...strings, ...parts].filter((text) => FREE_SHIPPING[locale].test(text));
      // The selling point, the cart-header widget, the store message and the shipping page.
      expect(promises.length).toBeGreaterThanOrEqual(4);
      const setting = STOREFRONTS[locale].freeShippingFrom / 100;
      for (const text of promises) {
        expect(text).toContain(shopTextValues(locale).free_shipping_from);
        expect(amountsIn(text), text).toEqual(amountsIn(text).map(() => setting));
      }
    },
  );
});
