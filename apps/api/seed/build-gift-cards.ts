import { LOCALE_CODES, STOREFRONTS } from '@nordshop/locale-config';
import type { BuiltCategories } from './build-categories';
import { pictureKey } from '../src/media/product-picture';
import { imageRows } from './build-images';
import type { BuiltProducts } from './build-products';
import { ACCESSORY_BRANDS } from './data/accessory-brands';
import { DESCRIPTIONS, GIFT_CARD } from './data/product-copy';
import { slugify } from './slugify';

/**
 * Adds the three gift cards (type 4, GiftCard, no VAT) with a face value per currency. Ids and
 * SKUs continue after the generated products.
 */
export function addGiftCards(built: BuiltProducts, cats: BuiltCategories): void {
  const category = cats.typeByKey.get('gift-cards')!;
  const universal = cats.deviceBrandBySlug.get('universal')!;
  const brandId = ACCESSORY_BRANDS.findIndex((b) => b.slug === 'nordshop') + 1;
  let nextId = built.products.reduce((max, p) => Math.max(max, p.id ?? 0), 0) + 1;
  for (let index = 0; index < 3; index += 1) {
    const id = nextId++;
    const sku = `NS-GFT-${index + 1}`;
    built.products.push({
      id,
      sku,
      type: 4,
      parentId: null,
      mainSku: sku,
      groupId: 99,
      discountCategory: category.discountCategory,
      brandId,
      primaryCategoryId: category.id,
      prefix: 'Nordshop',
      stockStatus: 'in-stock',
      stockQuantity: 100_000,
      maxOrderQuantity: 10,
      popularity: 800 - index * 150,
      picture: pictureKey({ family: 'gift-card', style: index, layout: 'any', colour: 'red' }),
    });
    for (const locale of LOCALE_CODES) {
      const value = GIFT_CARD.values[locale][index]!;
      const name = `${GIFT_CARD.name[locale]} ${value.toLocaleString(STOREFRONTS[locale].iso)} ${GIFT_CARD.unit[locale]}`;
      built.texts.push({
        productId: id,
        locale,
        slug: `${slugify(GIFT_CARD.name[locale])}-${value}`,
        name,
        description: DESCRIPTIONS['gift-cards']![locale],
        keywords: category.name[locale],
        isMain: true,
        popularity: 800 - index * 150,
      });
      const minor = value * 100;
      built.prices.push({
        productId: id,
        locale,
        vat: 0,
        prices: { n: [{ p: minor, q: 1, o: minor, d: 0 }], c: [] },
        price: minor,
      });
    }
    for (const categoryId of [...category.path, universal.id])
      built.categories.push({ productId: id, categoryId });
    built.images.push(...imageRows(id, sku, 1));
  }
}
