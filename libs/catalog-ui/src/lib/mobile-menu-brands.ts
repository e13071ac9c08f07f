/** A brand of the mobile menu: a proper name, or a translation key for the ones that read differently per language. */
export type MobileMenuBrand =
  | { readonly slug: string; readonly name: string }
  | { readonly slug: string; readonly labelKey: string };

/**
 * The brand list of the mobile menu with the slugs of their categories (spec section 2), in menu
 * order. Universal and other models are translated (menu.brand.universal, menu.brand.others).
 */
export const MOBILE_MENU_BRANDS: readonly MobileMenuBrand[] = [
  { slug: 'apple', name: 'Apple' },
  { slug: 'google-pixel', name: 'Google Pixel' },
  { slug: 'huawei', name: 'Huawei' },
  { slug: 'motorola', name: 'Motorola' },
  { slug: 'oneplus', name: 'OnePlus' },
  { slug: 'samsung', name: 'Samsung' },
  { slug: 'sony', name: 'Sony' },
  { slug: 'universal', labelKey: 'menu.brand.universal' },
  { slug: 'xiaomi', name: 'Xiaomi' },
  { slug: 'others', labelKey: 'menu.brand.others' },
];
