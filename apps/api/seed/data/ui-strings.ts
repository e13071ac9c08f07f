import { ACCOUNT_STRINGS } from './strings/account';
import { CART_STRINGS } from './strings/cart';
import { CATALOG_STRINGS } from './strings/catalog';
import { CHECKOUT_STRINGS } from './strings/checkout';
import { CONTENT_STRINGS } from './strings/content';
import { LAYOUT_STRINGS } from './strings/layout';
import { PRODUCT_PAGE_STRINGS } from './strings/product-page';
import { RETURNS_STRINGS } from './strings/returns';
import { SIGN_IN_STRINGS } from './strings/sign-in';
import type { UiString } from './strings/ui-string';

export type { UiString } from './strings/ui-string';

/**
 * Interface strings of every storefront (strings/ui-string.ts), one file per part of the shop:
 * [key, sv, no, da, fi, nl].
 */
export const UI_STRINGS: readonly UiString[] = [
  ...LAYOUT_STRINGS,
  ...CATALOG_STRINGS,
  ...PRODUCT_PAGE_STRINGS,
  ...CART_STRINGS,
  ...CHECKOUT_STRINGS,
  ...ACCOUNT_STRINGS,
  ...SIGN_IN_STRINGS,
  ...RETURNS_STRINGS,
  ...CONTENT_STRINGS,
];
