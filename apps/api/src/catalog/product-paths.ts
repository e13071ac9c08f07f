import { buildPath, type LocaleCode, type RouteName } from '@nordshop/locale-config';

/** The path of each screen before its last parameter, per locale ('/produkt/', '/tuote/'). */
const prefixes = new Map<string, string>();

/** The screen's path without locale prefix up to its one parameter (a slug or the category chain). */
function prefixOf(name: RouteName, param: 'slug' | '_splat', locale: LocaleCode): string {
  const key = `${name}|${locale}`;
  let prefix = prefixes.get(key);
  if (prefix === undefined) {
    prefix = buildPath(name, { [param]: 'x' } as never, locale, { prefix: false }).slice(0, -1);
    prefixes.set(key, prefix);
  }
  return prefix;
}

/** The product page path without locale prefix, e.g. /produkt/<slug> or /tuote/<slug>. */
export function productPath(locale: LocaleCode, slug: string): string {
  return `${prefixOf('product', 'slug', locale)}${encodeURIComponent(slug)}`;
}

/** The category page path of a slug chain without locale prefix, e.g. /kategoria/puhelinkotelot. */
export function categoryPath(locale: LocaleCode, slugs: readonly string[]): string {
  return `${prefixOf('product-category-all', '_splat', locale)}${slugs.map(encodeURIComponent).join('/')}`;
}

/** The brand page path without locale prefix, e.g. /varumarke/<slug> or /maerke/<slug>. */
export function brandPath(locale: LocaleCode, slug: string): string {
  return `${prefixOf('brand', 'slug', locale)}${encodeURIComponent(slug)}`;
}

/** The tag page path without locale prefix, e.g. /produkt-tagg/<slug> or /product-tag/<slug>. */
export function tagPath(locale: LocaleCode, slug: string): string {
  return `${prefixOf('product-tag', 'slug', locale)}${encodeURIComponent(slug)}`;
}

/** The home page path without locale prefix: '/'. */
export function homePath(locale: LocaleCode): string {
  return buildPath('index', {}, locale, { prefix: false });
}
