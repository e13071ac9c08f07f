// Plain constants without zod, so that the browser can import them without the schemas.

/** Product type enum (spec section 3): Any 0, Standard 1, Variant 2, SET 3, GiftCard 4. */
export const PRODUCT_TYPE = { Any: 0, Standard: 1, Variant: 2, SET: 3, GiftCard: 4 } as const;

/** Image type enum (spec section 3). */
export const IMAGE_TYPE = {
  Zoom: 1,
  Thumb: 3,
  Gallery: 4,
  Original: 5,
  Featured: 9,
  GalleryThumb: 10,
  General: 12,
  Avatar: 13,
  Header: 16,
} as const;

/**
 * The largest `co` (count offset) a search takes: results past it cannot be paged to. A plain
 * constant without zod, so a page that only pages search results does not load the schemas.
 */
export const SEARCH_MAX_OFFSET = 10_000;
