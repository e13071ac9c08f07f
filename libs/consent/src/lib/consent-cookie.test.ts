import { describe, expect, it } from 'vitest';
import { ConsentCookieError, consentCookieString, parseConsentCookie } from '../index';

const MONTH = 30 * 86_400;

describe('parseConsentCookie', () => {
  it.each([
    { name: 'an empty cookie string is no consent', cookies: '', mask: null },
    { name: 'other cookies only are no consent', cookies: 'session=abc; theme=dark', mask: null },
    { name: 'reads the cookie among others', cookies: 'a=1; __consent=5; b=2', mask: 5 },
    {
      name: 'reads a document.cookie string without spaces',
      cookies: 'a=1;__consent=31',
      mask: 31,
    },
    { name: 'ignores spaces around name and value', cookies: '  __consent = 25 ;x=y', mask: 25 },
    { name: 'forces Necessary on', cookies: '__consent=4', mask: 5 },
    { name: 'takes the first of two cookies', cookies: '__consent=5; __consent=31', mask: 5 },
    { name: 'an empty value is no consent', cookies: '__consent=', mask: null },
    { name: 'a name without value is no consent', cookies: '__consent', mask: null },
    { name: '0 is no consent', cookies: '__consent=0', mask: null },
    { name: '32 is no consent', cookies: '__consent=32', mask: null },
    { name: 'a negative number is no consent', cookies: '__consent=-1', mask: null },
    { name: 'a fraction is no consent', cookies: '__consent=5.0', mask: null },
    { name: 'a leading zero is no consent', cookies: '__consent=05', mask: null },
    { name: 'hex is no consent', cookies: '__consent=0x1f', mask: null },
    { name: 'text is no consent', cookies: '__consent=all', mask: null },
    {
      name: 'a cookie whose name ends in __consent is not it',
      cookies: 'x__consent=5',
      mask: null,
    },
    { name: 'the name is case-sensitive', cookies: '__CONSENT=5', mask: null },
  ])('$name', ({ cookies, mask }) => {
    expect(parseConsentCookie(cookies)).toBe(mask);
  });

  it.each([
    { value: '40', mask: null },
    { value: '16', mask: 17 },
    { value: '05', mask: null },
    { value: ' 5', mask: 5 },
  ])('reads the value $value as $mask', ({ value, mask }) => {
    expect(parseConsentCookie(`__consent=${value}`)).toBe(mask);
  });
});

describe('consentCookieString', () => {
  it.each([
    {
      name: 'writes a month-long cookie for analytics',
      mask: 5,
      options: { secure: false },
      cookie: `__consent=5; Path=/; Max-Age=${MONTH}; SameSite=Lax`,
    },
    {
      name: 'adds Secure on HTTPS',
      mask: 31,
      options: { secure: true },
      cookie: `__consent=31; Path=/; Max-Age=${MONTH}; SameSite=Lax; Secure`,
    },
    {
      name: 'writes a day-long cookie for Necessary only',
      mask: 1,
      options: { secure: true },
      cookie: '__consent=1; Path=/; Max-Age=86400; SameSite=Lax; Secure',
    },
    {
      name: 'adds the domain',
      mask: 3,
      options: { secure: true, domain: '.nordshop.se' },
      cookie: `__consent=3; Path=/; Domain=.nordshop.se; Max-Age=${MONTH}; SameSite=Lax; Secure`,
    },
  ])('$name', ({ mask, options, cookie }) => {
    expect(consentCookieString(mask, options)).toBe(cookie);
  });

  it.each([
    { name: '0', mask: 0 },
    { name: '32', mask: 32 },
    { name: 'a mask without Necessary', mask: 4 },
    { name: 'a fraction', mask: 1.5 },
    { name: 'NaN', mask: Number.NaN },
  ])('refuses $name as a mask', ({ mask }) => {
    expect(() => consentCookieString(mask, { secure: true })).toThrow(ConsentCookieError);
  });

  it('refuses a domain that would inject attributes', () => {
    expect(() => consentCookieString(5, { secure: true, domain: 'nordshop.se; Path=/x' })).toThrow(
      expect.objectContaining({ fields: { domain: 'not a host name' } }),
    );
  });

  it('names every invalid field at once', () => {
    const error = (() => {
      try {
        consentCookieString(0, { secure: true, domain: 'a b' });
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(error).toBeInstanceOf(ConsentCookieError);
    expect(Object.keys((error as ConsentCookieError).fields).sort()).toEqual(['domain', 'mask']);
  });
});
