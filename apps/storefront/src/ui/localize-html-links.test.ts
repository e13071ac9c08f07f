import { describe, expect, it } from 'vitest';
import { localizeHtmlLinks } from './localize-html-links';

describe('localizeHtmlLinks', () => {
  it.each([
    {
      name: 'prefixes a shop path',
      html: '<a href="/kundservice">K</a>',
      out: '<a href="/sv/kundservice">K</a>',
    },
    { name: 'prefixes the home page', html: '<a href="/">Hem</a>', out: '<a href="/sv">Hem</a>' },
    {
      name: 'keeps a path that has a locale',
      html: '<a href="/fi/tuote/x">x</a>',
      out: '<a href="/fi/tuote/x">x</a>',
    },
    {
      name: 'keeps other sites',
      html: '<a href="https://example.com/x">x</a>',
      out: '<a href="https://example.com/x">x</a>',
    },
    {
      name: 'keeps protocol-relative links',
      html: '<a href="//cdn.example.com/x">x</a>',
      out: '<a href="//cdn.example.com/x">x</a>',
    },
  ])('$name', ({ html, out }) => {
    expect(localizeHtmlLinks(html, 'sv', true)).toBe(out);
  });

  it('leaves links alone on a storefront domain', () => {
    expect(localizeHtmlLinks('<a href="/frakt">F</a>', 'sv', false)).toBe('<a href="/frakt">F</a>');
  });
});
