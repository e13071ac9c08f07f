import { LOCALE_CODES, STOREFRONTS } from '@nordshop/locale-config';
import { describe, expect, it } from 'vitest';
import {
  MOBILE_EXAMPLES,
  ORG_NUMBER_EXAMPLES,
  POSTAL_CODE_EXAMPLES,
  storefrontProblems,
} from './storefront-checks';
import { requestHash } from './idempotency';
import { CONTACT_CASES } from '../../testing/storefront-cases';

const body = (locale: (typeof LOCALE_CODES)[number], extra: Record<string, unknown> = {}) => ({
  customer_type: 'private',
  phone: MOBILE_EXAMPLES[locale],
  address: { street: 'Storgatan 1', postal_code: POSTAL_CODE_EXAMPLES[locale], city: 'Stad' },
  ...extra,
});

describe('storefrontProblems', () => {
  it.each(LOCALE_CODES)(
    'accepts the example postal code, mobile number and organisation number of %s',
    (locale) => {
      expect(storefrontProblems(body(locale), locale)).toEqual({});
      expect(
        storefrontProblems(
          body(locale, {
            customer_type: 'company',
            company_name: 'Firma AB',
            org_number: ORG_NUMBER_EXAMPLES[locale],
          }),
          locale,
        ),
      ).toEqual({});
    },
  );

  it.each(CONTACT_CASES)(
    'names a postal code and mobile number that are not of $locale',
    ({ locale, badPostalCode, badMobile }) => {
      const problems = storefrontProblems(
        body(locale, { phone: badMobile, address: { postal_code: badPostalCode } }),
        locale,
      );
      expect(Object.keys(problems).sort()).toEqual(['address.postal_code', 'phone']);
      expect(problems['address.postal_code']).toBe(
        `must be a postal code of ${STOREFRONTS[locale].country}, e.g. ${POSTAL_CODE_EXAMPLES[locale]}`,
      );
      expect(problems['phone']).toBe(
        `must be a mobile number of ${STOREFRONTS[locale].country}, e.g. ${MOBILE_EXAMPLES[locale]}`,
      );
    },
  );

  it('needs the company name and a valid organisation number of a company', () => {
    expect(storefrontProblems(body('sv', { customer_type: 'company' }), 'sv')).toEqual({
      company_name: 'is required for companies',
      org_number: 'is required for companies',
    });
    expect(
      Object.keys(
        storefrontProblems(
          body('sv', { customer_type: 'company', company_name: 'AB', org_number: '12' }),
          'sv',
        ),
      ),
    ).toEqual(['org_number']);
  });

  it('leaves missing and non-string fields to the schema', () => {
    expect(storefrontProblems({ phone: 7, address: null }, 'sv')).toEqual({});
    expect(storefrontProblems('nonsense', 'sv')).toEqual({});
  });
});

describe('requestHash', () => {
  it('is the same whatever the key order and differs by body and customer', () => {
    expect(requestHash({ a: 1, b: [{ x: 1, y: 2 }] }, null)).toBe(
      requestHash({ b: [{ y: 2, x: 1 }], a: 1 }, null),
    );
    expect(requestHash({ a: 1 }, null)).not.toBe(requestHash({ a: 2 }, null));
    expect(requestHash({ a: 1 }, null)).not.toBe(requestHash({ a: 1 }, 7));
  });
});
