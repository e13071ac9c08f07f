import { IMAGE_TYPE, type ProductDetail } from '@nordshop/api-contract';
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

function imageUrls(product: ProductDetail, origin: string): string[] {
  const originals = product.images.filter((image) => image.type === IMAGE_TYPE.Original);
  const chosen = (originals.length > 0 ? originals : product.images).toSorted(
    (a, b) => a.sort_order - b.sort_order,
  );
  const urls = chosen.length > 0 ? chosen.map((image) => image.url) : [product.thumb.url];
  return [...new Set(urls.map((url) => absoluteUrl(url, origin)))];
}

/**
 * The schema.org Product of a product page: name (prefix and name), SKU, images, plain-text
 * description, brand, one Offer (unit price incl. VAT in major units with the currency's digits,
 * e.g. "199" SEK or "19.90" EUR; availability from the stock status) and, when rated, an
 * AggregateRating. `url` is the product page path, `origin` the shop's origin.
 */
export function productJsonLd(
  product: ProductDetail,
  locale: LocaleCode,
  url: string,
  origin: string,
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
        }
      : {}),
  };
}
