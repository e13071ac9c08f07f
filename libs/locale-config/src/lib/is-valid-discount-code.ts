/** The fewest characters a discount code has (spec section 5). */
export const DISCOUNT_CODE_MIN_LENGTH = 3;

const DISCOUNT_CODE = new RegExp(`^[A-Za-z0-9-]{${DISCOUNT_CODE_MIN_LENGTH},}$`);

/**
 * Whether `code` is a well-formed discount code, from the query parameter `disc` or a legacy
 * discount link (spec section 5): at least 3 characters, each an ASCII letter, a digit or a
 * hyphen. Nothing is trimmed: ' SUMMER' is not valid.
 */
export function isValidDiscountCode(code: string): boolean {
  return DISCOUNT_CODE.test(code);
}
