import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  readLocaleCookie,
  resolveLocale,
  type LocaleDomains,
} from '../index';

const domains: LocaleDomains = { fi: 'shop.example.fi', da: 'shop.example.dk:8443' };

describe('resolveLocale', () => {
  it.each([
    {
      why: 'the domain before path and cookie',
      request: { host: 'shop.example.fi', pathname: '/sv/produkt/x', cookie: 'locale=no', domains },
      expected: { locale: 'fi', source: 'domain' },
    },
    {
      why: 'the domain, ignoring port and case',
      request: { host: 'SHOP.example.FI:3000', pathname: '/', domains },
      expected: { locale: 'fi', source: 'domain' },
    },
    {
      why: 'the domain when only the configured host has a port',
      request: { host: 'shop.example.dk', domains },
      expected: { locale: 'da', source: 'domain' },
    },
    {
      why: 'the path prefix on a host that is no locale domain',
      request: { host: 'localhost:3000', pathname: '/nl/product/x', cookie: 'locale=no', domains },
      expected: { locale: 'nl', source: 'path' },
    },
    {
      why: 'the bare path prefix',
      request: { pathname: '/no' },
      expected: { locale: 'no', source: 'path' },
    },
    {
      why: 'the path prefix before a query',
      request: { pathname: '/da?x=1' },
      expected: { locale: 'da', source: 'path' },
    },
    {
      why: 'the cookie when the path has no prefix',
      request: {
        host: 'localhost',
        pathname: '/produkt/x',
        cookie: 'theme=dark; locale=fi',
        domains,
      },
      expected: { locale: 'fi', source: 'cookie' },
    },
    {
      why: 'the cookie when the first segment only starts like a locale',
      request: { pathname: '/svenska', cookie: 'locale=da' },
      expected: { locale: 'da', source: 'cookie' },
    },
    {
      why: 'the default when nothing names a storefront',
      request: { host: 'localhost', pathname: '/xx', cookie: 'locale=de' },
      expected: { locale: DEFAULT_LOCALE, source: 'default' },
    },
    {
      why: 'the default for an empty request',
      request: {},
      expected: { locale: 'sv', source: 'default' },
    },
  ] as const)('chooses $why', ({ request, expected }) => {
    expect(resolveLocale(request)).toEqual(expected);
  });
});

describe('readLocaleCookie', () => {
  it('reads the cookie named LOCALE_COOKIE', () => {
    expect(LOCALE_COOKIE).toBe('locale');
    expect(readLocaleCookie(`a=1; ${LOCALE_COOKIE}=nl; b=2`)).toBe('nl');
  });

  it.each([
    { header: 'locale="fi"', expected: 'fi' },
    { header: 'mylocale=fi; locale=no', expected: 'no' },
    { header: 'locale=xx; locale=da', expected: 'da' },
    { header: 'locale=FI', expected: undefined },
    { header: 'locale', expected: undefined },
    { header: '', expected: undefined },
    { header: undefined, expected: undefined },
  ])('reads $header as $expected', ({ header, expected }) => {
    expect(readLocaleCookie(header)).toBe(expected);
  });
});
