import { describe, expect, it } from 'vitest';
import { homeHead, notFoundHead, type HeadEnv } from './catalog-head';
import { homeJsonLd } from './home-json-ld';

const env: HeadEnv = {
  locale: 'fi',
  siteName: 'Nordshop Suomi',
  strings: { 'general.page_not_found': 'Sivua ei löytynyt' },
  site: {
    origin: 'https://shop.example',
    host: 'shop.example',
    protocol: 'https:',
    localeDomains: {},
  },
};

describe('homeJsonLd', () => {
  it('names the shop as an Organization with its home page and logo', () => {
    expect(homeJsonLd(env)[0]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Nordshop Suomi',
      url: 'https://shop.example/fi',
      logo: 'https://shop.example/brand/nordshop-logo.svg',
    });
  });

  it("gives the WebSite a SearchAction to the storefront's search route with q", () => {
    const site = homeJsonLd(env)[1]!;
    expect(site['@type']).toBe('WebSite');
    expect(site['inLanguage']).toBe('fi-FI');
    expect(site['potentialAction']).toEqual({
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: 'https://shop.example/fi/searchresults?q={search_term_string}',
      },
      'query-input': 'required name=search_term_string',
    });
  });

  it('puts both in the home page head', () => {
    const types = homeHead(env).scripts.map(
      (script) => (JSON.parse(script.children) as { '@type': string })['@type'],
    );
    expect(types).toEqual(['Organization', 'WebSite']);
  });
});

describe('notFoundHead', () => {
  it('titles a missing page by its message and keeps it out of the index', () => {
    const head = notFoundHead(env);
    expect(head.meta).toContainEqual({ title: 'Sivua ei löytynyt | Nordshop Suomi' });
    expect(head.meta).toContainEqual({ name: 'robots', content: 'noindex' });
    expect(head.links.filter((link) => link.rel === 'canonical')).toEqual([]);
  });
});
