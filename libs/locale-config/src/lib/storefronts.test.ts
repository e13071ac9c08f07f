import { describe, expect, it } from 'vitest';
import { LOCALE_CODES, STOREFRONTS, storefrontByStoreId } from '../index';

describe('storefronts', () => {
  it.each([
    { code: 'sv', storeID: 1, currency: 'SEK', allowExVAT: true, vat: 25 },
    { code: 'no', storeID: 3, currency: 'NOK', allowExVAT: true, vat: 25 },
    { code: 'da', storeID: 5, currency: 'DKK', allowExVAT: false, vat: 25 },
    { code: 'fi', storeID: 4, currency: 'EUR', allowExVAT: true, vat: 25.5 },
    { code: 'nl', storeID: 6, currency: 'EUR', allowExVAT: true, vat: 21 },
  ] as const)(
    '$code has storeID $storeID, currency $currency, standard VAT $vat %',
    ({ code, storeID, currency, allowExVAT, vat }) => {
      const storefront = STOREFRONTS[code];
      expect(storefront.standardVatRate).toBe(vat);
      expect(storefront.storeID).toBe(storeID);
      expect(storefront.currency).toBe(currency);
      expect(storefront.allowExVAT).toBe(allowExVAT);
      expect(storefrontByStoreId(storeID)?.code).toBe(code);
    },
  );

  it('finds no storefront for an unknown store id', () => {
    expect(storefrontByStoreId(2)).toBeUndefined();
  });

  it('keys every storefront by its own code', () => {
    for (const code of LOCALE_CODES) expect(STOREFRONTS[code].code).toBe(code);
  });
});
