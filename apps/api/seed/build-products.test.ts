import { LOCALE_CODES } from '@nordshop/locale-config';
import { describe, expect, it } from 'vitest';
import { buildCategories } from './build-categories';
import { buildProducts } from './build-products';
import { planCatalog } from './catalog-plan';
import { createPrng } from './prng';
import { slugify } from './slugify';

const build = () => {
  const cats = buildCategories();
  return buildProducts(
    createPrng(42),
    cats,
    planCatalog(cats.models),
    3,
    new Date(Date.UTC(2026, 0, 1)),
  );
};

describe('buildProducts', () => {
  it('builds the same catalog from the same seed', () => {
    expect(build()).toEqual(build());
  });

  const catalog = build();

  it('has every stock status, presale dates, variations, tiers and campaigns', () => {
    const statuses = new Set(catalog.products.map((p) => p.stockStatus));
    expect([...statuses].sort()).toEqual([
      'back-order',
      'back-order-quick',
      'back-order-slow',
      'in-stock',
      'special-order',
    ]);
    expect(catalog.products.some((p) => p.estimatedAt)).toBe(true);
    expect(catalog.products.some((p) => p.type === 2)).toBe(true);
    expect(catalog.prices.some((p) => p.prices.n.length > 1)).toBe(true);
    expect(catalog.prices.some((p) => p.prices.c.length > 0)).toBe(true);
  });

  it('names every product in all five languages, each differently', () => {
    const main = catalog.mains.find((m) => m.family.key === 'wallet-case')!;
    const names = LOCALE_CODES.map(
      (locale) => catalog.texts.find((t) => t.productId === main.id && t.locale === locale)!.name,
    );
    expect(new Set(names).size).toBe(5);
    expect(names[0]).toMatch(/^Plånboksfodral/);
    expect(names[3]).toMatch(/^Lompakkokotelo/);
  });

  it('gives every product a slug of its own in each locale', () => {
    for (const locale of LOCALE_CODES) {
      const slugs = catalog.texts.filter((t) => t.locale === locale).map((t) => t.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
    }
  });

  it('keeps prices whole kronor in SEK and tiers falling', () => {
    for (const row of catalog.prices.filter((p) => p.locale === 'sv')) {
      for (const tier of row.prices.n) expect(tier.p % 100).toBe(0);
    }
  });
});

describe('slugify', () => {
  it.each([
    { text: 'Plånboksfodral i äkta läder', slug: 'planboksfodral-i-akta-lader' },
    { text: 'Skærmbeskyttelse – 2-pak', slug: 'skaermbeskyttelse-2-pak' },
    { text: 'Näytönsuojat', slug: 'naytonsuojat' },
    { text: 'Støtsikre deksler', slug: 'stotsikre-deksler' },
    { text: "Camera's & meer", slug: 'camera-s-meer' },
  ])('makes $slug of "$text"', ({ text, slug }) => {
    expect(slugify(text)).toBe(slug);
  });
});

describe('buildCategories', () => {
  it('has the brand levels of the mobile menu with the same slug in every locale', () => {
    const { deviceBrandBySlug, textRows } = buildCategories();
    expect([...deviceBrandBySlug.keys()]).toEqual([
      'apple',
      'google-pixel',
      'huawei',
      'motorola',
      'oneplus',
      'samsung',
      'sony',
      'universal',
      'xiaomi',
      'others',
    ]);
    const others = deviceBrandBySlug.get('others')!;
    expect(textRows.filter((t) => t.categoryId === others.id).map((t) => t.slug)).toEqual([
      'others',
      'others',
      'others',
      'others',
      'others',
    ]);
  });
});
