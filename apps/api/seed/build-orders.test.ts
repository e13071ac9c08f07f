import { LOCALE_CODES, isValidMobile } from '@nordshop/locale-config';
import { describe, expect, it } from 'vitest';
import { seededMobile } from './build-orders';

describe('seededMobile', () => {
  it.each(LOCALE_CODES)(
    'gives every seeded order of %s a mobile number of its country',
    (locale) => {
      const invalid = Array.from({ length: 2_000 }, (_, i) => seededMobile(i + 1, locale)).filter(
        (phone) => !isValidMobile(phone, locale),
      );
      expect(invalid).toEqual([]);
    },
  );

  it("starts a Dutch number with 06, the Netherlands' mobile range", () => {
    expect(seededMobile(1, 'nl')).toMatch(/^06\d{8}$/);
  });
});
