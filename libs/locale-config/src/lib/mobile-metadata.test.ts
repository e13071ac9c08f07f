import type { MetadataJson } from 'libphonenumber-js/core';
import libraryMobileMetadata from 'libphonenumber-js/mobile/metadata';
import { describe, expect, it } from 'vitest';
import { LOCALE_CODES, STOREFRONTS } from '../index';
import { MOBILE_METADATA } from './mobile-metadata';

const library: MetadataJson = libraryMobileMetadata;

describe('MOBILE_METADATA', () => {
  const countries = LOCALE_CODES.map((code) => STOREFRONTS[code].countryCode);

  it('holds the numbering plan of every storefront country and of no other', () => {
    expect(Object.keys(MOBILE_METADATA.countries)).toEqual(countries);
  });

  // After an upgrade of libphonenumber-js: node libs/locale-config/scripts/slice-mobile-metadata.mjs
  it.each(countries)('is the installed libphonenumber-js mobile metadata of %s', (country) => {
    expect(MOBILE_METADATA.version).toBe(library.version);
    expect(MOBILE_METADATA.countries[country as keyof MetadataJson['countries']]).toEqual(
      library.countries[country as keyof MetadataJson['countries']],
    );
    const code = Object.entries(library.country_calling_codes).find(([, owners]) =>
      owners.includes(country as never),
    )?.[0];
    expect(code).toBeDefined();
    expect(MOBILE_METADATA.country_calling_codes[code!]).toContain(country);
  });
});
