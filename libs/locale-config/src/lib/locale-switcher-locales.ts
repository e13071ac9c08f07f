import type { LocaleCode } from './storefronts';

/**
 * The storefronts offered in the language switcher, in the order it lists them. The Dutch
 * storefront (nl) is not offered (spec section 1).
 */
export const LOCALE_SWITCHER_LOCALES: readonly LocaleCode[] = ['sv', 'no', 'da', 'fi'];
