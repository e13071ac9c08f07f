import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots-txt';

const disallowed = (text: string) =>
  text
    .split('\n')
    .filter((line) => line.startsWith('Disallow: '))
    .map((line) => line.slice('Disallow: '.length));

describe('robotsTxt', () => {
  const text = robotsTxt({ sitemapUrl: 'https://nordshop.example/sitemap.xml' });

  it('allows every crawler everything else and names the sitemap index', () => {
    expect(text.startsWith('User-agent: *\nAllow: /\n')).toBe(true);
    expect(text).toContain('\nSitemap: https://nordshop.example/sitemap.xml\n');
  });

  it.each([
    '/api/',
    '/captuerr',
    '/sv/checkout',
    '/nl/checkout',
    '/sv/my-account',
    '/da/my-order',
    '/fi/track-order',
    '/sv/sok',
    '/no/searchresults',
    '/sv/page-preview',
  ])('keeps crawlers out of %s', (path) => {
    expect(disallowed(text)).toContain(path);
  });

  it('leaves catalog pages open', () => {
    for (const path of disallowed(text))
      expect(path).not.toMatch(/produkt|kategori|tuote|varumarke|julkalender/);
  });

  it('also closes the unprefixed paths on a storefront’s own domain', () => {
    const onDomain = disallowed(
      robotsTxt({ domainLocale: 'fi', sitemapUrl: 'https://shop.example.fi/sitemap.xml' }),
    );
    expect(onDomain).toContain('/checkout');
    expect(onDomain).toContain('/searchresults');
    expect(onDomain).not.toContain('/sok');
    expect(disallowed(text)).not.toContain('/checkout');
  });
});
