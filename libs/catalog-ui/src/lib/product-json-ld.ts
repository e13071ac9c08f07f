import { IMAGE_TYPE, type ProductDetail, type Review } from '@nordshop/api-contract';
import {
  MINOR_UNITS_PER_MAJOR,
  STOREFRONTS,
  currencyDigits,
  roundDisplayPrice,
  type LocaleCode,
} from '@nordshop/locale-config';
import { absoluteUrl, type JsonLd } from './json-ld';
import { unitPrice } from './price-view';

const SCHEMA = 'https://schema.org/';

/** schema.org availability of a stock status; a presale date makes it a pre-order. */
const AVAILABILITY: Readonly<Record<string, string>> = {
  'in-stock': 'InStock',
  'back-order-quick': 'BackOrder',
  'back-order-slow': 'BackOrder',
  'special-order': 'BackOrder',
  'back-order': 'OutOfStock',
};

/**
 * The schema.org availability URL of a product: PreOrder with a presale date, else by stock
 * status (in-stock InStock, back-order OutOfStock, the other back-order statuses BackOrder);
 * an unknown status counts as OutOfStock.
 */
export function schemaAvailability(
  stockStatus: string,
  estimatedAt: string | null | undefined,
): string {
  if (estimatedAt) return `${SCHEMA}PreOrder`;
  return `${SCHEMA}${AVAILABILITY[stockStatus] ?? 'OutOfStock'}`;
}

function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The product's pictures, one URL each: the largest size of every sort_order (Original first). */
function imageUrls(product: ProductDetail, origin: string): string[] {
  const originals = product.images.filter((image) => image.type === IMAGE_TYPE.Original);
  const largest = new Map<number, ProductDetail['images'][number]>();
  for (const image of originals.length > 0 ? originals : product.images) {
    const kept = largest.get(image.sort_order);
    if (!kept || image.width > kept.width) largest.set(image.sort_order, image);
  }
  const chosen = [...largest.values()].toSorted((a, b) => a.sort_order - b.sort_order);
  const urls = chosen.length > 0 ? chosen.map((image) => image.url) : [product.thumb.url];
  return [...new Set(urls.map((url) => absoluteUrl(url, origin)))];
}

/** A shown review as schema.org Review: its author, date, title, text and stars. */
function reviewJsonLd(review: Review): JsonLd {
  return {
    '@type': 'Review',
    author: { '@type': 'Person', name: review.author },
    datePublished: review.created_at.slice(0, 10),
    name: review.title,
    reviewBody: review.body,
    reviewRating: {
      '@type': 'Rating',
      ratingValue: review.rating,
      bestRating: 5,
      worstRating: 1,
    },
  };
}

/**
 * The schema.org Product of a product page: name (prefix and name), SKU, images, plain-text
 * description, brand, one Offer (unit price incl. VAT in major units with the currency's digits,
 * e.g. "199" SEK or "19.90" EUR; availability from the stock status) and, when rated, an
 * AggregateRating of its reviews (the product's rating is their average and count) with the
 * `reviews` the page shows. `url` is the product page path, `origin` the shop's origin.
 */
export function productJsonLd(
  product: ProductDetail,
  locale: LocaleCode,
  url: string,
  origin: string,
  reviews: readonly Review[] = [],
): JsonLd {
  const price = unitPrice(product.prices);
  const description = plainText(product.description);
  const brand = product.brand?.name ?? product.prefix;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: [product.prefix, product.name].filter(Boolean).join(' '),
    sku: product.sku,
    image: imageUrls(product, origin),
    ...(description ? { description } : {}),
    ...(brand ? { brand: { '@type': 'Brand', name: brand } } : {}),
    offers: {
      '@type': 'Offer',
      url: absoluteUrl(url, origin),
      priceCurrency: STOREFRONTS[locale].currency,
      ...(price === undefined
        ? {}
        : {
            price: (roundDisplayPrice(price, locale, true) / MINOR_UNITS_PER_MAJOR).toFixed(
              currencyDigits(locale),
            ),
          }),
      availability: schemaAvailability(product.stock_status, product.estimated_at),
    },
    ...(product.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating.score,
            reviewCount: product.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
          ...(reviews.length > 0 ? { review: reviews.map(reviewJsonLd) } : {}),
        }
      : {}),
  };
}
