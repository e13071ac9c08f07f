import { buildPath, type LocaleCode } from '@nordshop/locale-config';

const productPrefix = new Map<LocaleCode, string>();
const categoryPrefix = new Map<LocaleCode, string>();

function prefixOf(cache: Map<LocaleCode, string>, locale: LocaleCode, make: () => string): string {
  let prefix = cache.get(locale);
  if (prefix === undefined) {
    prefix = make();
    cache.set(locale, prefix);
  }
  return prefix;
}

/** The product page path without locale prefix, e.g. /produkt/<slug> or /tuote/<slug>. */
export function productPath(locale: LocaleCode, slug: string): string {
  const prefix = prefixOf(productPrefix, locale, () => buildPath('product', { slug: 'x' }, locale, { prefix: false }).slice(0, -1));
  return `${prefix}${encodeURIComponent(slug)}`;
}

/** The category page path of a slug chain without locale prefix, e.g. /kategoria/puhelinkotelot. */
export function categoryPath(locale: LocaleCode, slugs: readonly string[]): string {
  const prefix = prefixOf(categoryPrefix, locale, () => buildPath('product-category-all', { _splat: 'x' }, locale, { prefix: false }).slice(0, -1));
  return `${prefix}${slugs.map(encodeURIComponent).join('/')}`;
}
