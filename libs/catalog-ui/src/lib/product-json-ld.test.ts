import type { Prices } from '@nordshop/api-contract';
import type { LocaleCode } from '@nordshop/locale-config';
import { describe, expect, it } from 'vitest';
import { aProductDetail, aTier } from '../testing/catalog-builders';
import { productJsonLd, schemaAvailability } from './product-json-ld';

describe('schemaAvailability', () => {
  it.each([
    { status: 'in-stock', estimatedAt: null, availability: 'https://schema.org/InStock' },
    { status: 'back-order-quick', estimatedAt: null, availability: 'https://schema.org/BackOrder' },
    { status: 'back-order-slow', estimatedAt: null, availability: 'https://schema.org/BackOrder' },
    { status: 'special-order', estimatedAt: null, availability: 'https://schema.org/BackOrder' },
    { status: 'back-order', estimatedAt: null, availability: 'https://schema.org/OutOfStock' },
    { status: 'discontinued', estimatedAt: null, availability: 'https://schema.org/OutOfStock' },
    {
      status: 'back-order',
      estimatedAt: '2027-01-15',
      availability: 'https://schema.org/PreOrder',
    },
  ])('$status (presale $estimatedAt) is $availability', ({ status, estimatedAt, availability }) => {
    expect(schemaAvailability(status, estimatedAt)).toBe(availability);
  });
});

describe('productJsonLd', () => {
  it('describes a rated Swedish product with its offer', () => {
    expect(
      productJsonLd(
        aProductDetail(),
        'sv',
        '/produkt/planboksfodral-iphone-15',
        'https://nordshop.se',
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Nordshop Plånboksfodral iPhone 15',
      sku: 'NS-101',
      image: ['https://nordshop.se/media/products/101-original.webp'],
      description: 'Ett tunt fodral med plats för tre kort.',
      brand: { '@type': 'Brand', name: 'Nordshop' },
      offers: {
        '@type': 'Offer',
        url: 'https://nordshop.se/produkt/planboksfodral-iphone-15',
        priceCurrency: 'SEK',
        price: '199',
        availability: 'https://schema.org/InStock',
      },
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.5,
        reviewCount: 12,
        bestRating: 5,
        worstRating: 1,
      },
    });
  });

  it.each<{ name: string; locale: LocaleCode; prices: Prices; price: string; currency: string }>([
    {
      name: 'a campaign price is the offer',
      locale: 'sv',
      prices: { n: [aTier(19900)], c: [aTier(15900, 1, 19900)] },
      price: '159',
      currency: 'SEK',
    },
    {
      name: 'a euro price keeps its cents',
      locale: 'fi',
      prices: { n: [aTier(1990), aTier(1790, 3, 1990)], c: [] },
      price: '19.90',
      currency: 'EUR',
    },
  ])('$name', ({ locale, prices, price, currency }) => {
    const offers = productJsonLd(
      aProductDetail({ prices }),
      locale,
      '/tuote/x',
      'https://nordshop.fi',
    ).offers;
    expect(offers).toMatchObject({ price, priceCurrency: currency });
  });

  it('leaves out the rating of an unrated product', () => {
    const data = productJsonLd(
      aProductDetail({ rating: { score: 0, count: 0 } }),
      'sv',
      '/produkt/x',
      'https://nordshop.se',
    );
    expect(data).not.toHaveProperty('aggregateRating');
  });

  it('falls back to the thumbnail without images', () => {
    const data = productJsonLd(
      aProductDetail({ images: [] }),
      'sv',
      '/produkt/x',
      'https://nordshop.se',
    );
    expect(data.image).toEqual(['https://nordshop.se/media/products/101-thumb.webp']);
  });

  it('names one URL per picture: the largest size of each', () => {
    const picture = (sort_order: number, type: 1 | 3 | 4 | 10, width: number) => ({
      url: `/media/${sort_order}-${width}.svg`,
      type,
      sort_order,
      width,
      height: width,
    });
    const data = productJsonLd(
      aProductDetail({
        images: [
          picture(0, 3, 300),
          picture(0, 4, 800),
          picture(0, 1, 1600),
          picture(1, 10, 100),
          picture(1, 4, 800),
        ],
      }),
      'sv',
      '/produkt/x',
      'https://nordshop.se',
    );
    expect(data.image).toEqual([
      'https://nordshop.se/media/0-1600.svg',
      'https://nordshop.se/media/1-800.svg',
    ]);
  });

  it('carries the reviews the page shows beside their average and count', () => {
    const review = {
      id: 7,
      rating: 4,
      title: 'Mycket nöjd',
      body: 'Skalet sitter som gjutet.',
      author: 'Anna L.',
      created_at: '2026-10-03T09:15:00Z',
      written_in: 'sv' as const,
    };
    const data = productJsonLd(aProductDetail(), 'sv', '/produkt/x', 'https://nordshop.se', [
      review,
    ]);
    expect(data['aggregateRating']).toMatchObject({ ratingValue: 4.5, reviewCount: 12 });
    expect(data['review']).toEqual([
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Anna L.' },
        datePublished: '2026-10-03',
        name: 'Mycket nöjd',
        reviewBody: 'Skalet sitter som gjutet.',
        reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
      },
    ]);
  });

  it('names no reviews without a rating', () => {
    const data = productJsonLd(
      aProductDetail({ rating: { score: 0, count: 0 } }),
      'sv',
      '/produkt/x',
      'https://nordshop.se',
    );
    expect(data).not.toHaveProperty('review');
  });
});
