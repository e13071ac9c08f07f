import type { LocaleCode } from '@nordshop/locale-config';
import { MOBILE_EXAMPLES, POSTAL_CODE_EXAMPLES } from '../checkout/storefront-checks';

/** A valid and an invalid postal code and mobile number of each storefront (spec section 5), for table-driven tests. */
export const CONTACT_CASES: readonly {
  locale: LocaleCode;
  postalCode: string;
  badPostalCode: string;
  mobile: string;
  badMobile: string;
}[] = [
  {
    locale: 'sv',
    postalCode: POSTAL_CODE_EXAMPLES.sv,
    badPostalCode: '1145',
    mobile: MOBILE_EXAMPLES.sv,
    badMobile: '08-123 456 78',
  },
  {
    locale: 'no',
    postalCode: POSTAL_CODE_EXAMPLES.no,
    badPostalCode: '01500',
    mobile: MOBILE_EXAMPLES.no,
    badMobile: '212 34 567',
  },
  {
    locale: 'da',
    postalCode: POSTAL_CODE_EXAMPLES.da,
    badPostalCode: '210',
    mobile: MOBILE_EXAMPLES.da,
    badMobile: '31 23 45 67',
  },
  {
    locale: 'fi',
    postalCode: POSTAL_CODE_EXAMPLES.fi,
    badPostalCode: '0010',
    mobile: MOBILE_EXAMPLES.fi,
    badMobile: '050 123 4567 8',
  },
  {
    locale: 'nl',
    postalCode: POSTAL_CODE_EXAMPLES.nl,
    badPostalCode: '1234 A',
    mobile: MOBILE_EXAMPLES.nl,
    badMobile: '06 1234 5678',
  },
];
