import { IMAGE_TYPE } from '@nordshop/api-contract';
import { LOCALE_CODES } from '@nordshop/locale-config';
import { describe, expect, it } from 'vitest';
import { BESTSELLERS } from './build-products';
import { MODEL_TYPE_KEYS } from './build-categories';
import { planCatalog } from './catalog-plan';
import { FAMILIES } from './data/families';
import { TAG_SEEDS } from './data/tags';
import { buildDemoCatalog, CATALOG_SEED } from './demo-catalog';
import { parsePictureKey } from '../src/media/product-picture';
import { createPrng } from './prng';

// The demo catalog a shopper would believe (decision 030), as the default seed writes it.
const TODAY = new Date(Date.UTC(2026, 10, 28, 9));
const { cats, built } = buildDemoCatalog(createPrng(CATALOG_SEED), 1, 3, TODAY);
const mains = built.products.filter((p) => p.parentId === null);
const mainIds = new Set(mains.map((p) => p.id));
const textOf = new Map(built.texts.map((t) => [`${t.productId}|${t.locale}`, t]));

describe('the demo catalog', () => {
  it('is the same on every run', () => {
    const again = buildDemoCatalog(createPrng(CATALOG_SEED), 1, 3, TODAY).built;
    expect(again.products).toEqual(built.products);
    expect(again.texts).toEqual(built.texts);
    expect(again.images).toEqual(built.images);
  });

  it('holds about 1,900 products', () => {
    expect(mains.length).toBeGreaterThan(1_700);
    expect(mains.length).toBeLessThan(2_200);
  });

  it.each(LOCALE_CODES)('gives no two products of the %s storefront the same name', (locale) => {
    const names = mains.map((p) => textOf.get(`${p.id}|${locale}`)!.name);
    const repeated = names.filter((name, i) => names.indexOf(name) !== i);
    expect(repeated).toEqual([]);
  });

  it('makes one product per type and phone model', () => {
    const keys = built.mains.map((m) => `${m.family.key}|${m.styleIndex}|${m.model?.key ?? ''}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(LOCALE_CODES)('prices every product of one type the same in %s', (locale) => {
    const prices = new Map(
      built.prices.filter((p) => p.locale === locale).map((p) => [p.productId, p.prices]),
    );
    const byType = new Map<string, Set<string>>();
    for (const main of built.mains) {
      const key = `${main.family.key}|${main.styleIndex}`;
      const normal = JSON.stringify(prices.get(main.id)!.n);
      byType.set(key, (byType.get(key) ?? new Set()).add(normal));
    }
    for (const [type, normals] of byType)
      expect({ type, prices: normals.size }).toEqual({ type, prices: 1 });
  });

  it('sells colours, lengths and capacities as variations of one product', () => {
    const attributes = new Set(
      mains.flatMap((p) => (p.variationAttributes ?? []).map((a) => a.code)),
    );
    expect([...attributes].sort()).toEqual(['capacity', 'color', 'length']);
    const cables = built.mains.filter((m) => m.family.key === 'usb-c-cable');
    expect(cables.every((m) => m.variantIds.length >= 2)).toBe(true);
  });

  it('lists products under every category the menus show', () => {
    const listed = new Map<number, number>();
    for (const row of built.categories)
      if (mainIds.has(row.productId))
        listed.set(row.categoryId, (listed.get(row.categoryId) ?? 0) + 1);
    const empty = cats.categoryRows
      .filter((c) => c.showInMenu && !listed.has(c.id!))
      .map((c) => cats.textRows.find((t) => t.categoryId === c.id && t.locale === 'sv')!.name);
    expect(empty).toEqual([]);
  });

  it('gives phone makers a level only of types made for one model (no memory cards or gift cards)', () => {
    const thirdLevel = [...cats.typeBrandLeafs.keys()].map((key) => key.split(':')[0]!);
    expect(new Set(thirdLevel)).toEqual(MODEL_TYPE_KEYS);
    expect(thirdLevel).not.toContain('memory-cards');
    expect(thirdLevel).not.toContain('gift-cards');
  });

  it.each([
    { key: 'bestseller', least: BESTSELLERS },
    { key: 'offers', least: 100 },
    { key: 'used', least: 24 },
    { key: 'inspiration', least: 24 },
  ])('lists at least $least products behind the quick link of tag $key', ({ key, least }) => {
    const tagId = TAG_SEEDS.findIndex((t) => t.key === key) + 1;
    const tagged = built.tags.filter((t) => t.tagId === tagId && mainIds.has(t.productId));
    expect(tagged.length).toBeGreaterThanOrEqual(least);
  });

  it('tags every other tag on some product', () => {
    const used = new Set(built.tags.map((t) => t.tagId));
    expect(TAG_SEEDS.filter((_, i) => !used.has(i + 1)).map((t) => t.key)).toEqual([]);
  });

  it('draws every product and variation by type and colour: a variation in its own colour', () => {
    const withImages = new Set(built.images.map((image) => image.productId));
    for (const product of built.products) {
      expect(withImages.has(product.id!)).toBe(true);
      const picture = parsePictureKey(product.picture ?? '');
      expect(picture, product.sku).toBeDefined();
      const colour = product.variationValues?.['color'];
      if (colour) expect(picture!.colour).toBe(colour);
    }
    const colours = new Set(
      built.products.filter((p) => p.sku.startsWith('NS-SIL-')).map((p) => p.picture),
    );
    expect(colours.size).toBeGreaterThan(10);
  });

  it('shows each view once per size: a card thumb only for the first', () => {
    const main = built.mains.find((m) => m.family.key === 'silicone-case')!;
    const rows = built.images.filter((i) => i.productId === main.id);
    expect(rows.filter((r) => r.type === IMAGE_TYPE.Thumb).map((r) => r.sortOrder)).toEqual([0]);
    expect(rows.filter((r) => r.type === IMAGE_TYPE.Gallery).map((r) => r.sortOrder)).toEqual([
      0, 1, 2,
    ]);
  });

  it('keeps the families in the order coupons name their groups by', () => {
    expect(FAMILIES.slice(0, 4).map((f) => f.key)).toEqual([
      'wallet-case',
      'silicone-case',
      'rugged-case',
      'magsafe-case',
    ]);
    expect(FAMILIES.at(-1)!.key).toBe('used-screen');
  });
});

describe('planCatalog', () => {
  it('makes no battery for phones from before 2021 (the iPhone 12 has none)', () => {
    const batteries = planCatalog(cats.models).filter((p) => p.family.key === 'battery');
    expect(batteries.some((p) => p.model?.modelName === 'iPhone 12')).toBe(false);
    expect(batteries.some((p) => p.model?.modelName === 'iPhone 13')).toBe(true);
  });

  it('repeats the catalog in collections for the large seed, every name still its own', () => {
    const plan = planCatalog(cats.models, 3);
    expect(plan.length).toBe(planCatalog(cats.models).length * 3);
    expect(() => planCatalog(cats.models, 0)).toThrow();
  });
});
