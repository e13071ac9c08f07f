import { describe, expect, it } from 'vitest';
import { pageHead } from './page-head';
import type { PublicSite } from './public-url';

const site: PublicSite = {
  origin: 'https://nordshop.example',
  host: 'nordshop.example',
  protocol: 'https:',
  localeDomains: { nl: 'nordshop.nl' },
};
const alternates = {
  sv: '/kategori/mobilskal',
  no: '/kategori/mobildeksler',
  da: '/kategori/covers',
  fi: '/kategoria/puhelinkotelot',
  nl: '/categorie/hoesjes',
};

describe('pageHead', () => {
  it('gives title, description, canonical, five hreflang alternates and x-default', () => {
    const head = pageHead(
      { locale: 'fi', title: 'Puhelinkotelot | Nordshop Suomi', description: 'Kuvaus', alternates },
      site,
    );
    expect(head.meta).toContainEqual({ title: 'Puhelinkotelot | Nordshop Suomi' });
    expect(head.meta).toContainEqual({ name: 'description', content: 'Kuvaus' });
    expect(head.meta).toContainEqual({
      property: 'og:url',
      content: 'https://nordshop.example/fi/kategoria/puhelinkotelot',
    });
    expect(head.meta).toContainEqual({ property: 'og:locale', content: 'fi_FI' });
    expect(head.links).toEqual([
      { rel: 'canonical', href: 'https://nordshop.example/fi/kategoria/puhelinkotelot' },
      {
        rel: 'alternate',
        hrefLang: 'sv-SE',
        href: 'https://nordshop.example/sv/kategori/mobilskal',
      },
      {
        rel: 'alternate',
        hrefLang: 'nb-NO',
        href: 'https://nordshop.example/no/kategori/mobildeksler',
      },
      { rel: 'alternate', hrefLang: 'da-DK', href: 'https://nordshop.example/da/kategori/covers' },
      {
        rel: 'alternate',
        hrefLang: 'fi-FI',
        href: 'https://nordshop.example/fi/kategoria/puhelinkotelot',
      },
      { rel: 'alternate', hrefLang: 'nl-NL', href: 'https://nordshop.nl/categorie/hoesjes' },
      {
        rel: 'alternate',
        hrefLang: 'x-default',
        href: 'https://nordshop.example/sv/kategori/mobilskal',
      },
    ]);
  });

  it('keeps the page number in canonical and alternates', () => {
    const head = pageHead({ locale: 'sv', title: 't', alternates, query: { page: 2 } }, site);
    expect(head.links[0]).toEqual({
      rel: 'canonical',
      href: 'https://nordshop.example/sv/kategori/mobilskal?page=2',
    });
    expect(head.links.every((link) => link.href.endsWith('?page=2'))).toBe(true);
  });

  it('gives a page that is not indexed robots noindex and no canonical or alternates', () => {
    const head = pageHead(
      { locale: 'sv', title: 'Sökresultat | Nordshop Sverige', robots: 'noindex, follow' },
      site,
    );
    expect(head.meta).toContainEqual({ name: 'robots', content: 'noindex, follow' });
    expect(head.links).toEqual([]);
  });

  it('leaves out an empty description', () => {
    const head = pageHead({ locale: 'sv', title: 't', description: '  ' }, site);
    expect(head.meta.some((meta) => 'name' in meta && meta.name === 'description')).toBe(false);
  });

  it('puts JSON-LD in data blocks that no string can close', () => {
    const head = pageHead(
      {
        locale: 'sv',
        title: 't',
        jsonLd: [{ '@context': 'https://schema.org', '@type': 'Thing', name: '</script><b>' }],
      },
      site,
    );
    expect(head.scripts).toHaveLength(1);
    expect(head.scripts[0]!.type).toBe('application/ld+json');
    expect(head.scripts[0]!.children).not.toContain('</script>');
    expect(JSON.parse(head.scripts[0]!.children)).toMatchObject({ name: '</script><b>' });
  });
});
