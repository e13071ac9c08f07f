import { isLocaleCode, type LocaleCode } from './storefronts';

/** The name of the cookie that remembers the shopper's storefront. */
export const LOCALE_COOKIE = 'locale';

/**
 * The storefront remembered in the {@link LOCALE_COOKIE} cookie of a Cookie header (or
 * `document.cookie`): 'theme=dark; locale=fi' → 'fi'. Undefined when absent or not a locale code.
 */
export function readLocaleCookie(cookieHeader: string | undefined): LocaleCode | undefined {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1 || pair.slice(0, separator).trim() !== LOCALE_COOKIE) continue;
    const value = pair
      .slice(separator + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    if (isLocaleCode(value)) return value;
  }
  return undefined;
}
