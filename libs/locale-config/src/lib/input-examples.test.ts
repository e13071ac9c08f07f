import { describe, expect, it } from 'vitest';
import {
  LOCALE_CODES,
  MOBILE_EXAMPLES,
  ORG_NUMBER_EXAMPLES,
  POSTAL_CODE_EXAMPLES,
  isValidMobile,
  isValidOrgNumber,
  isValidPostalCode,
  normalizePostalCode,
} from '../index';

describe('input examples', () => {
  it.each(LOCALE_CODES)('%s: every example passes its own rule', (locale) => {
    expect(isValidMobile(MOBILE_EXAMPLES[locale], locale)).toBe(true);
    expect(isValidPostalCode(POSTAL_CODE_EXAMPLES[locale], locale)).toBe(true);
    expect(isValidOrgNumber(ORG_NUMBER_EXAMPLES[locale], locale)).toBe(true);
  });

  it.each(LOCALE_CODES)(
    '%s: the postal code example is written as the country writes it',
    (locale) => {
      expect(normalizePostalCode(POSTAL_CODE_EXAMPLES[locale], locale)).toBe(
        POSTAL_CODE_EXAMPLES[locale],
      );
    },
  );
});
