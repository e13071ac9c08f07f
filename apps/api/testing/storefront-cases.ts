import type { LocaleCode } from '@nordshop/locale-config';
import { MOBILE_EXAMPLES, POSTAL_CODE_EXAMPLES } from '../src/checkout/storefront-checks';

/** A valid and an invalid postal code and mobile number of each storefront (spec section 5, decision 027), for table-driven tests. */
export const CONTACT_CASES: readonly {
  locale: LocaleCode;
  postalCode: string;
  badPostalCode: string;
  mobile: string;
  /** The mobile number as an order or a profile stores it (E.164). */
  storedMobile: string;
  badMobile: string;
}[] = [
  {
    locale: 'sv',
    postalCode: POSTAL_CODE_EXAMPLES.sv,
    badPostalCode: '1145',
    mobile: MOBILE_EXAMPLES.sv,
    storedMobile: '+46701234567',
    badMobile: '08-123 456 78',
  },
  {
    locale: 'no',
    postalCode: POSTAL_CODE_EXAMPLES.no,
    badPostalCode: '01500',
    mobile: MOBILE_EXAMPLES.no,
    storedMobile: '+4741234567',
    badMobile: '212 34 567',
  },
  {
    locale: 'da',
    postalCode: POSTAL_CODE_EXAMPLES.da,
    badPostalCode: '210',
    mobile: MOBILE_EXAMPLES.da,
    storedMobile: '+4520123456',
    badMobile: '80 12 34 56',
  },
  {
    locale: 'fi',
    postalCode: POSTAL_CODE_EXAMPLES.fi,
    badPostalCode: '0010',
    mobile: MOBILE_EXAMPLES.fi,
    storedMobile: '+358401234567',
    badMobile: '09 123 4567',
  },
  {
    locale: 'nl',
    postalCode: POSTAL_CODE_EXAMPLES.nl,
    badPostalCode: '1234 A',
    mobile: MOBILE_EXAMPLES.nl,
    storedMobile: '+31612345678',
    badMobile: '020 123 4567',
  },
];
