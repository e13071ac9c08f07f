// Plain names without schemas: a browser decides which part of the client to load without loading it.

/** The methods of the client's catalog part (catalog-api.ts); every other method is the shop's. */
export const CATALOG_API_METHODS = [
  'health',
  'storefront',
  'currentDeal',
  'widget',
  'strings',
  'searchProducts',
  'popularProducts',
  'upsellProducts',
  'searchTriggers',
  'productRecommendations',
  'hasUpselling',
  'productReviews',
  'categoryChildren',
  'productCategories',
  'productBySlug',
  'categoryListing',
  'brands',
  'brandListing',
  'tagListing',
  'cmsPage',
  'pagePreview',
  'calendar',
  'sitemap',
  'heroSlides',
  'recordProductView',
  'reportError',
] as const;

/** One of {@link CATALOG_API_METHODS}. */
export type CatalogApiMethod = (typeof CATALOG_API_METHODS)[number];

/** Whether a method of the client belongs to its catalog part. */
export function isCatalogApiMethod(name: string): name is CatalogApiMethod {
  return (CATALOG_API_METHODS as readonly string[]).includes(name);
}
