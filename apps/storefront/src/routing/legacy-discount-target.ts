import { isValidDiscountCode } from '@nordshop/locale-config';

/** Where a legacy discount link (/rabatt/{category?}/{code}) leads (spec section 2). */
export type LegacyDiscountTarget =
  | { readonly type: 'not-found' }
  | { readonly type: 'category'; readonly categoryPath: string; readonly disc: string }
  | { readonly type: 'home'; readonly disc: string };

/**
 * A code of at least 3 letters, digits or dashes is required (else 404). With the chain of slugs
 * of a known category the visitor goes to that category listing with disc set to the code;
 * otherwise to the home page with disc.
 */
export function legacyDiscountTarget(
  code: string,
  categoryPath: string | undefined,
): LegacyDiscountTarget {
  if (!isValidDiscountCode(code)) return { type: 'not-found' };
  return categoryPath
    ? { type: 'category', categoryPath, disc: code }
    : { type: 'home', disc: code };
}
