import {
  LOCALE_CODES,
  MOBILE_EXAMPLES,
  ORG_NUMBER_EXAMPLES,
  isValidMobile,
  isValidOrgNumber,
} from '@nordshop/locale-config';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_STRINGS } from './checkout';

const textsOf = (key: string) => CHECKOUT_STRINGS.find(([k]) => k === key)?.slice(1) ?? [];

describe('CHECKOUT_STRINGS', () => {
  it.each([
    { key: 'checkout.error.mobile_number', examples: MOBILE_EXAMPLES, rule: isValidMobile },
    { key: 'checkout.error.org_number', examples: ORG_NUMBER_EXAMPLES, rule: isValidOrgNumber },
  ])('$key gives each storefront its own valid example', ({ key, examples, rule }) => {
    const texts = textsOf(key);
    expect(texts).toHaveLength(LOCALE_CODES.length);
    LOCALE_CODES.forEach((locale, index) => {
      expect(texts[index]).toContain(examples[locale]);
      expect(rule(examples[locale], locale)).toBe(true);
    });
    expect(new Set(texts).size).toBe(LOCALE_CODES.length);
  });

  // A database seeded before keeps its strings (addMissingStrings): a rule's new wording needs a
  // key of its own, or the shop would go on stating the old rule.
  it('no longer holds the mobile message of the "4 or 9" reading', () => {
    expect(textsOf('checkout.error.mobile')).toEqual([]);
  });
});
