import { LOCALE_CODES } from '@nordshop/locale-config';
import { describe, expect, it } from 'vitest';
import { layoutLinkScope } from './layout-link';
import { catalogLinks, publicPathOf } from './use-links';

const plain = { host: 'shop.example', protocol: 'https:', localeDomains: {} };
const onDomains = {
  host: 'nordshop.fi',
  protocol: 'https:',
  localeDomains: { fi: 'nordshop.fi', sv: 'nordshop.se' },
};
const at = (pathname: string, search: Record<string, string> = {}) => ({ pathname, search });

describe('layoutLinkScope', () => {
  const paths = LOCALE_CODES.flatMap((locale) => {
    const links = catalogLinks(locale);
    return [
      links.home(),
      links.categoryPath('mobilskal'),
      links.categoryPath('reservdelar/apple/iphone-15'),
      links.tag('nyhet'),
      links.product({ slug: 'skal-svart' }),
    ];
  });

  it.each([
    ['without locale domains', plain],
    ['on a locale domain', onDomains],
  ])(
    'writes the public href of every router path %s, the same on a second look-up',
    (_, context) => {
      const scope = layoutLinkScope(context, at('/'));
      for (const path of paths) {
        expect(scope.hrefOf(path)).toBe(publicPathOf(path, context));
        expect(scope.hrefOf(path)).toBe(publicPathOf(path, context));
      }
    },
  );

  it('keeps the hrefs of one host apart from another', () => {
    const path = catalogLinks('sv').categoryPath('mobilskal');
    const onFi = layoutLinkScope(onDomains, at('/')).hrefOf(path);
    const onSe = layoutLinkScope({ ...onDomains, host: 'nordshop.se' }, at('/')).hrefOf(path);
    expect(onFi).toBe('https://nordshop.se/kategori/mobilskal');
    expect(onSe).toBe('/kategori/mobilskal');
  });

  const category = catalogLinks('sv').categoryPath('mobilskal');
  it.each([
    ['the same path', at(category), true],
    ['the same path with a trailing slash', at(`${category}/`), true],
    ['the same path with a query', at(category, { page: '2' }), false],
    ['a longer path', at(`${category}/apple`), false],
    ['a shorter path', at(catalogLinks('sv').home()), false],
  ])('a link is the current page when the location is %s: %s', (_, location, current) => {
    expect(layoutLinkScope(plain, location).isCurrent(category)).toBe(current);
  });
});
