// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render-with-providers';
import { renderToHtml } from '../testing/test-providers';
import { breadcrumbJsonLd } from './breadcrumb-json-ld';
import { Breadcrumbs, type BreadcrumbItem } from './breadcrumbs';
import { JsonLdScript } from './json-ld-script';

const items: BreadcrumbItem[] = [
  { name: 'Hem', href: '/' },
  { name: 'Mobilskal', href: '/kategori/mobilskal' },
  { name: 'Plånboksfodral', href: '/kategori/mobilskal/planboksfodral' },
];

describe('Breadcrumbs', () => {
  it('is a labelled navigation whose last step is the current page', () => {
    renderWithProviders(<Breadcrumbs items={items} />);
    const nav = screen.getByRole('navigation', { name: 'Brödsmulor' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Hem', '/'],
      ['Mobilskal', '/kategori/mobilskal'],
    ]);
    expect(within(nav).getByText('Plånboksfodral').getAttribute('aria-current')).toBe('page');
  });

  it('renders nothing without items', () => {
    expect(renderToHtml(<Breadcrumbs items={[]} />)).toBe('');
  });
});

describe('breadcrumbJsonLd', () => {
  it('lists every step with its position and absolute URL', () => {
    expect(breadcrumbJsonLd(items, 'https://nordshop.se')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Hem', item: 'https://nordshop.se/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Mobilskal',
          item: 'https://nordshop.se/kategori/mobilskal',
        },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Plånboksfodral',
          item: 'https://nordshop.se/kategori/mobilskal/planboksfodral',
        },
      ],
    });
  });
});

describe('JsonLdScript', () => {
  it('renders a data block that no name can break out of', () => {
    const html = renderToHtml(
      <JsonLdScript
        data={breadcrumbJsonLd(
          [{ name: '</script><script>alert(1)</script>', href: '/' }],
          'https://nordshop.se',
        )}
      />,
    );
    expect(html.startsWith('<script type="application/ld+json">')).toBe(true);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = html.slice('<script type="application/ld+json">'.length, -'</script>'.length);
    expect(
      (JSON.parse(json) as { itemListElement: { name: string }[] }).itemListElement[0]!.name,
    ).toBe('</script><script>alert(1)</script>');
  });
});
