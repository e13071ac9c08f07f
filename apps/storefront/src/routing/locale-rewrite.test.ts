import { describe, expect, it } from 'vitest';
import {
  domainLocale,
  localeRewrite,
  parsePublicPath,
  publicHref,
  routerPathForm,
} from './locale-rewrite';

const domains = { sv: 'shop.example.se', fi: 'shop.example.fi:8443' };

describe('localeRewrite', () => {
  const onPlainHost = localeRewrite({ host: 'localhost:3000', domains });
  const onFinnishDomain = localeRewrite({ host: 'shop.example.fi', domains });

  it.each([
    {
      host: 'plain',
      url: 'http://localhost:3000/fi/tuote/kuori?x=1',
      internal: '/fi/product/kuori',
    },
    { host: 'plain', url: 'http://localhost:3000/sv/sok?q=skal', internal: '/sv/search' },
    { host: 'plain', url: 'http://localhost:3000/nl', internal: '/nl' },
    { host: 'plain', url: 'http://localhost:3000/fi/produkt/x', internal: '/fi/cms/produkt/x' },
    {
      host: 'fi-domain',
      url: 'https://shop.example.fi/tuote/kuori',
      internal: '/fi/product/kuori',
    },
    { host: 'fi-domain', url: 'https://shop.example.fi/', internal: '/fi' },
    {
      host: 'fi-domain',
      url: 'https://shop.example.fi/fi/tuote/kuori',
      internal: '/fi/product/kuori',
    },
  ])('reads $url ($host) as $internal', ({ host, url, internal }) => {
    const rewrite = host === 'plain' ? onPlainHost : onFinnishDomain;
    const result = rewrite.input({ url: new URL(url) });
    expect(result && new URL(result).pathname).toBe(internal);
  });

  it('leaves paths without a storefront to the router (/, assets, unknown)', () => {
    expect(onPlainHost.input({ url: new URL('http://localhost:3000/') })).toBeUndefined();
    expect(
      onPlainHost.input({ url: new URL('http://localhost:3000/favicon.ico') }),
    ).toBeUndefined();
  });

  it('writes internal paths back as localized public URLs, keeping the query', () => {
    const out = localeRewrite({ host: 'localhost:3000', domains: {} }).output({
      url: new URL('http://localhost:3000/fi/product/kuori?disc=ABC'),
    });
    expect(out && new URL(out).pathname + new URL(out).search).toBe('/fi/tuote/kuori?disc=ABC');
  });

  it('sends links of a storefront with a domain to that domain', () => {
    const out = onPlainHost.output({ url: new URL('http://localhost:3000/fi/product/kuori') });
    expect(out && new URL(out).href).toBe('https://shop.example.fi:8443/tuote/kuori');
  });

  it('writes a slug’s [, ] and | as the router reads them back, so the link is the address asked for', () => {
    const out = localeRewrite({ host: 'localhost:3000', domains: {} }).output({
      url: new URL('http://localhost:3000/sv/product/a%5Bb%5D%7Cc%25d'),
    });
    expect(out && new URL(out).pathname).toBe('/sv/produkt/a[b]|c%25d');
  });

  it('leaves the prefix out on the storefront’s own domain', () => {
    const out = onFinnishDomain.output({
      url: new URL('https://shop.example.fi/fi/product-category-all/a/b'),
    });
    expect(out && new URL(out).pathname).toBe('/kategoria/a/b');
  });
});

describe('publicHref', () => {
  it.each([
    { locale: 'fi', host: 'localhost:3000', href: 'https://shop.example.fi:8443/tuote/x' },
    { locale: 'fi', host: 'shop.example.fi', href: '/tuote/x' },
    { locale: 'da', host: 'shop.example.fi', href: '/da/produkt/x' },
    { locale: 'sv', host: 'localhost', href: 'https://shop.example.se/produkt/x' },
  ] as const)('links $locale from $host as $href', ({ locale, host, href }) => {
    expect(publicHref('product', { slug: 'x' }, locale, { host, domains })).toBe(href);
  });
});

describe('domainLocale and parsePublicPath', () => {
  it('matches hosts without port and case', () => {
    expect(domainLocale('SHOP.example.FI:443', domains)).toBe('fi');
    expect(domainLocale('localhost:3000', domains)).toBeUndefined();
  });

  it('reads a prefixed path of another storefront on a domain as a page of the domain’s storefront', () => {
    expect(parsePublicPath('/sv/produkt/x', { host: 'shop.example.fi', domains })).toMatchObject({
      locale: 'fi',
      name: 'cms',
    });
  });
});

describe('routerPathForm', () => {
  it.each([
    { path: '/sv/produkt/%5Bx%5D', form: '/sv/produkt/[x]' },
    { path: '/sv/produkt/a%7cb', form: '/sv/produkt/a|b' },
    { path: '/sv/produkt/%C3%A5%25%3F', form: '/sv/produkt/%C3%A5%25%3F' },
    { path: '/sv/produkt/kuori', form: '/sv/produkt/kuori' },
  ])('$path → $form', ({ path, form }) => {
    expect(routerPathForm(path)).toBe(form);
  });
});
