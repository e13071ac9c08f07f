import { describe, expect, it } from 'vitest';
import { listingTitle, pageTitle, seoText } from './seo-text';

const strings = {
  'seo.brand_description': 'Alla produkter från {{brand}} hos {{ name }}.',
  'listing.page_n': 'Sida {{page}}',
};

describe('seoText', () => {
  it('fills every placeholder', () => {
    expect(
      seoText(strings, 'seo.brand_description', { brand: 'Fjällglas', name: 'Nordshop Sverige' }),
    ).toBe('Alla produkter från Fjällglas hos Nordshop Sverige.');
  });

  it('leaves a placeholder without a value as it is', () => {
    expect(seoText(strings, 'seo.brand_description', { brand: 'X' })).toBe(
      'Alla produkter från X hos {{ name }}.',
    );
  });

  it('gives undefined for a missing string', () => {
    expect(seoText(strings, 'seo.missing')).toBeUndefined();
  });
});

describe('titles', () => {
  it.each([
    { page: 'Mobilskal', site: 'Nordshop Sverige', title: 'Mobilskal | Nordshop Sverige' },
    { page: undefined, site: 'Nordshop Sverige', title: 'Nordshop Sverige' },
    { page: '', site: 'Nordshop Suomi', title: 'Nordshop Suomi' },
  ])('pageTitle($page) is "$title"', ({ page, site, title }) => {
    expect(pageTitle(page, site)).toBe(title);
  });

  it('names the page of a listing past the first', () => {
    expect(listingTitle('Mobilskal', 1, strings)).toBe('Mobilskal');
    expect(listingTitle('Mobilskal', 3, strings)).toBe('Mobilskal – Sida 3');
    expect(listingTitle('Mobilskal', 3, {})).toBe('Mobilskal – 3');
  });
});
