import type { ProductDetail, ProductImage } from '@nordshop/api-contract';

/** The image types shown in the product gallery, in the order they are preferred. */
const GALLERY_TYPES = new Set([9, 4, 5, 1, 12]); // Featured, Gallery, Original, Zoom, General

/** A placeholder when a product has no image (spec section 3). */
export const PLACEHOLDER_IMAGE = {
  url: '/media/placeholder.svg',
  width: 600,
  height: 600,
} as const;

/** The product's gallery: gallery-type images by sort_order, or the thumb, or the placeholder. */
export function galleryImages(
  product: Pick<ProductDetail, 'images' | 'thumb'>,
): readonly Pick<ProductImage, 'url' | 'width' | 'height'>[] {
  const images = product.images
    .filter((image) => GALLERY_TYPES.has(image.type))
    .sort((a, b) => a.sort_order - b.sort_order);
  if (images.length > 0) return images;
  return product.thumb.url ? [product.thumb] : [PLACEHOLDER_IMAGE];
}

/**
 * The slug the product page should have in this storefront: the requested one when it is the
 * product's or one of its variations' slug here, else (a slug of another language) the slug of the
 * variation it named, or of the product.
 */
export function canonicalProductSlug(
  product: Pick<ProductDetail, 'slug' | 'selected_sku' | 'variations'>,
  requested: string,
): string {
  if (requested === product.slug || product.variations.some((v) => v.slug === requested))
    return requested;
  return product.variations.find((v) => v.sku === product.selected_sku)?.slug ?? product.slug;
}
