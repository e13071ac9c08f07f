import type { ProductDetail, ProductImage } from '@nordshop/api-contract';

/** The image types shown in the product gallery, in the order they are preferred. */
const GALLERY_TYPES = new Set([9, 4, 5, 1, 12]); // Featured, Gallery, Original, Zoom, General

/** A placeholder when a product has no image (spec section 3). */
export const PLACEHOLDER_IMAGE = { url: '/media/placeholder.svg', width: 600, height: 600 } as const;

/** The product's gallery: gallery-type images by sort_order, or the thumb, or the placeholder. */
export function galleryImages(product: Pick<ProductDetail, 'images' | 'thumb'>): readonly Pick<ProductImage, 'url' | 'width' | 'height'>[] {
  const images = product.images.filter((image) => GALLERY_TYPES.has(image.type)).sort((a, b) => a.sort_order - b.sort_order);
  if (images.length > 0) return images;
  return product.thumb.url ? [product.thumb] : [PLACEHOLDER_IMAGE];
}
