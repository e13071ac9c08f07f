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
});
