import { describe, expect, it } from 'vitest';
import { hreflangLinks, publicUrl, screenUrl, type PublicSite } from './public-url';

const plain: PublicSite = {
  origin: 'http://localhost:3000',
  host: 'localhost:3000',
  protocol: 'http:',
  localeDomains: {},
};
const domains = { fi: 'shop.example.fi', nl: 'shop.example.nl:8443' };
const onPlainHostWithDomains: PublicSite = {
  origin: 'https://nordshop.example',
  host: 'nordshop.example',
  protocol: 'https:',
  localeDomains: domains,
};
const onFinnishDomain: PublicSite = {
  origin: 'https://shop.example.fi',
  host: 'shop.example.fi',
  protocol: 'https:',
  localeDomains: domains,
};

describe('publicUrl', () => {
  it.each([
    {
      name: 'a product on the request origin with prefix',
      locale: 'sv',
      path: '/produkt/skal-x',
      site: plain,
      url: 'http://localhost:3000/sv/produkt/skal-x',
    },
    {
      name: 'the home page',
      locale: 'da',
      path: '/',
      site: plain,
      url: 'http://localhost:3000/da',
    },
    {
      name: 'a category chain',
      locale: 'fi',
      path: '/kategoria/puhelinkotelot/lompakkokotelot',
      site: plain,
      url: 'http://localhost:3000/fi/kategoria/puhelinkotelot/lompakkokotelot',
    },
    {
      name: 'a storefront with a domain, from another host',
      locale: 'fi',
      path: '/tuote/kuori',
      site: onPlainHostWithDomains,
      url: 'https://shop.example.fi/tuote/kuori',
    },
    {
      name: 'a storefront with a domain and port',
      locale: 'nl',
      path: '/product/hoesje',
      site: onPlainHostWithDomains,
      url: 'https://shop.example.nl:8443/product/hoesje',
    },
    {
      name: 'a storefront on its own domain',
      locale: 'fi',
      path: '/tuote/kuori',
      site: onFinnishDomain,
      url: 'https://shop.example.fi/tuote/kuori',
    },
    {
      name: 'a storefront without domain seen from a domain',
      locale: 'sv',
      path: '/produkt/x',
      site: onFinnishDomain,
      url: 'https://shop.example.fi/sv/produkt/x',
    },
  ] as const)('$name', ({ locale, path, site, url }) => {
    expect(publicUrl(locale, path, site)).toBe(url);
  });

  it('keeps the page number past the first page only', () => {
    expect(publicUrl('sv', '/kategori/mobilskal', plain, { page: 2 })).toBe(
      'http://localhost:3000/sv/kategori/mobilskal?page=2',
    );
    expect(publicUrl('sv', '/kategori/mobilskal', plain, { page: 1 })).toBe(
      'http://localhost:3000/sv/kategori/mobilskal',
    );
  });

  it('encodes slugs once', () => {
    expect(publicUrl('sv', '/produkt/%C3%A5-skal', plain)).toBe(
      'http://localhost:3000/sv/produkt/%C3%A5-skal',
    );
  });

  it('gives undefined for a path that is no screen', () => {
    expect(publicUrl('sv', 'produkt/x', plain)).toBeUndefined();
  });
});

describe('screenUrl', () => {
  it('builds a screen’s URL from its name and params', () => {
    expect(screenUrl('brand', { slug: 'fjallglas' }, 'da', plain)).toBe(
      'http://localhost:3000/da/maerke/fjallglas',
    );
  });
});

describe('hreflangLinks', () => {
  it('lists every storefront with its language tag, then x-default on the Swedish page', () => {
    const links = hreflangLinks(
      { sv: '/produkt/a', no: '/produkt/b', da: '/produkt/c', fi: '/tuote/d', nl: '/product/e' },
      plain,
    );
    expect(links).toEqual([
      { hreflang: 'sv-SE', href: 'http://localhost:3000/sv/produkt/a' },
      { hreflang: 'nb-NO', href: 'http://localhost:3000/no/produkt/b' },
      { hreflang: 'da-DK', href: 'http://localhost:3000/da/produkt/c' },
      { hreflang: 'fi-FI', href: 'http://localhost:3000/fi/tuote/d' },
      { hreflang: 'nl-NL', href: 'http://localhost:3000/nl/product/e' },
      { hreflang: 'x-default', href: 'http://localhost:3000/sv/produkt/a' },
    ]);
  });

  it('leaves out storefronts without the page and falls back to the first for x-default', () => {
    const links = hreflangLinks({ fi: '/tuote/d', nl: '/product/e' }, onPlainHostWithDomains, {
      page: 3,
    });
    expect(links).toEqual([
      { hreflang: 'fi-FI', href: 'https://shop.example.fi/tuote/d?page=3' },
      { hreflang: 'nl-NL', href: 'https://shop.example.nl:8443/product/e?page=3' },
      { hreflang: 'x-default', href: 'https://shop.example.fi/tuote/d?page=3' },
    ]);
  });

  it('is empty when no storefront has the page', () => {
    expect(hreflangLinks({}, plain)).toEqual([]);
  });
});
