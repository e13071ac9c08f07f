import { describe, expect, it } from 'vitest';
import type { PublicSite } from './public-url';
import {
  escapeXml,
  parseSitemapFileName,
  sitemapFileName,
  sitemapIndexXml,
  sitemapUrls,
  urlsetXml,
} from './sitemap-xml';

const site: PublicSite = {
  origin: 'https://nordshop.example',
  host: 'nordshop.example',
  protocol: 'https:',
  localeDomains: { nl: 'nordshop.nl' },
};

describe('sitemapUrls', () => {
  it('gives each entry its URL in the storefront and its alternates with x-default', () => {
    const urls = sitemapUrls(
      [
        { kind: 'home', alternates: { sv: '/', nl: '/' } },
        {
          kind: 'product',
          alternates: { sv: '/produkt/skal', fi: '/tuote/kuori', nl: '/product/hoes' },
        },
      ],
      'sv',
      site,
    );
    expect(urls).toEqual([
      {
        loc: 'https://nordshop.example/sv',
        alternates: [
          { hreflang: 'sv-SE', href: 'https://nordshop.example/sv' },
          { hreflang: 'nl-NL', href: 'https://nordshop.nl/' },
          { hreflang: 'x-default', href: 'https://nordshop.example/sv' },
        ],
      },
      {
        loc: 'https://nordshop.example/sv/produkt/skal',
        alternates: [
          { hreflang: 'sv-SE', href: 'https://nordshop.example/sv/produkt/skal' },
          { hreflang: 'fi-FI', href: 'https://nordshop.example/fi/tuote/kuori' },
          { hreflang: 'nl-NL', href: 'https://nordshop.nl/product/hoes' },
          { hreflang: 'x-default', href: 'https://nordshop.example/sv/produkt/skal' },
        ],
      },
    ]);
  });

  it('leaves out an entry the storefront does not have', () => {
    expect(
      sitemapUrls([{ kind: 'tag', alternates: { fi: '/produkt-tagg/x' } }], 'sv', site),
    ).toEqual([]);
  });
});

describe('XML', () => {
  it('escapes text for elements and attributes', () => {
    expect(escapeXml(`a&b<c>"d"'e'`)).toBe('a&amp;b&lt;c&gt;&quot;d&quot;&apos;e&apos;');
  });

  it('writes a urlset with xhtml:link alternates', () => {
    const xml = urlsetXml([
      {
        loc: 'https://x.example/sv?page=2&a=1',
        alternates: [{ hreflang: 'sv-SE', href: 'https://x.example/sv' }],
      },
    ]);
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true);
    expect(xml).toContain(
      '<url><loc>https://x.example/sv?page=2&amp;a=1</loc><xhtml:link rel="alternate" hreflang="sv-SE" href="https://x.example/sv"/></url>',
    );
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('writes a sitemap index', () => {
    const xml = sitemapIndexXml([
      'https://x.example/sitemap-sv.xml',
      'https://x.example/sitemap-sv-2.xml',
    ]);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(
      '<sitemap><loc>https://x.example/sitemap-sv.xml</loc></sitemap>\n<sitemap><loc>https://x.example/sitemap-sv-2.xml</loc></sitemap>',
    );
  });
});

describe('sitemap file names', () => {
  it.each([
    { locale: 'sv', part: 1, name: 'sitemap-sv.xml' },
    { locale: 'fi', part: 2, name: 'sitemap-fi-2.xml' },
    { locale: 'nl', part: 12, name: 'sitemap-nl-12.xml' },
  ] as const)('part $part of $locale is $name, and back', ({ locale, part, name }) => {
    expect(sitemapFileName(locale, part)).toBe(name);
    expect(parseSitemapFileName(name)).toEqual({ locale, part });
  });

  it.each([
    'sitemap-en.xml',
    'sitemap-sv-1.xml',
    'sitemap-sv-0.xml',
    'sitemap-sv-02.xml',
    'sitemap-sv.xml.gz',
    'sitemap.xml',
    'sitemap-sv-12345.xml',
  ])('%s names no sitemap part', (name) => {
    expect(parseSitemapFileName(name)).toBeUndefined();
  });
});
