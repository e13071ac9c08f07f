import { LOCALE_CODES, STOREFRONTS, type LocaleCode } from '@nordshop/locale-config';
import { describe, expect, it } from 'vitest';
import { CARRIER_LOCALES, type CarrierId } from '../shipping/pickup-point-carrier';
import { CARRIER_OF } from '../orders/tracking';

/** The pick-up-point carrier decision 025 chose for each storefront. */
const PICKUP_CARRIER: Readonly<Record<LocaleCode, CarrierId>> = {
  sv: 'postnord',
  no: 'bring',
  da: 'postnord',
  fi: 'postnord',
  nl: 'postnl',
};

/** The footer badge of a carrier the shop ships with (Bring is Posten Norge's parcel brand). */
const BADGE_OF_CARRIER: Readonly<Record<string, string>> = {
  'postnord-se': 'postnord',
  'postnord-dk': 'postnord',
  'posten-no': 'posten',
  posti: 'posti',
  postnl: 'postnl',
  postnord: 'postnord',
  bring: 'posten',
};

describe("the footer's carriers", () => {
  it.each(LOCALE_CODES)('are the carriers checkout ships with in %s, and no others', (locale) => {
    expect(CARRIER_LOCALES[PICKUP_CARRIER[locale]]).toContain(locale);
    const shipsWith = new Set([
      BADGE_OF_CARRIER[CARRIER_OF[locale]],
      BADGE_OF_CARRIER[PICKUP_CARRIER[locale]],
    ]);
    expect(new Set(STOREFRONTS[locale].icons.shipping.map((icon) => icon.name))).toEqual(shipsWith);
  });
});
