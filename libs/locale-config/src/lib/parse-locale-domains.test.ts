import { describe, expect, it } from 'vitest';
import { parseLocaleDomains } from '../index';

describe('parseLocaleDomains', () => {
  it('reads locale=host entries', () => {
    expect(parseLocaleDomains('sv=shop.example.se,fi=shop.example.fi')).toEqual({
      domains: { sv: 'shop.example.se', fi: 'shop.example.fi' },
      errors: [],
    });
  });

  it('trims, lower-cases, keeps ports and skips empty entries', () => {
    expect(parseLocaleDomains(' SV = Shop.Example.SE:8443 , ,nl=[::1]:3000,')).toEqual({
      domains: { sv: 'shop.example.se:8443', nl: '[::1]:3000' },
      errors: [],
    });
  });

  it.each([undefined, '', ' , '])('reads %j as no domains', (value) => {
    expect(parseLocaleDomains(value)).toEqual({ domains: {}, errors: [] });
  });

  it('lists every bad entry and keeps the good ones', () => {
    const { domains, errors } = parseLocaleDomains(
      'sv=shop.example.se,de=shop.example.de,fi,no=https://shop.example.no,da=a=b,sv=other.example.se,nl=SHOP.example.se:81,fi=,no=shop example.no',
    );
    expect(domains).toEqual({ sv: 'shop.example.se' });
    expect(errors.map(({ entry, reason }) => ({ entry, reason }))).toEqual([
      { entry: 'de=shop.example.de', reason: 'unknownLocale' },
      { entry: 'fi', reason: 'format' },
      { entry: 'no=https://shop.example.no', reason: 'invalidHost' },
      { entry: 'da=a=b', reason: 'format' },
      { entry: 'sv=other.example.se', reason: 'duplicateLocale' },
      { entry: 'nl=SHOP.example.se:81', reason: 'duplicateHost' },
      { entry: 'fi=', reason: 'invalidHost' },
      { entry: 'no=shop example.no', reason: 'invalidHost' },
    ]);
    for (const error of errors) expect(error.message).toContain(error.entry);
  });
});
