import { IMAGE_TYPE } from '@nordshop/api-contract';
import type { productImages } from '../schema';

const SIZES: readonly (readonly [type: number, size: number])[] = [
  [IMAGE_TYPE.Thumb, 300],
  [IMAGE_TYPE.GalleryThumb, 100],
  [IMAGE_TYPE.Gallery, 800],
  [IMAGE_TYPE.Zoom, 1600],
];

/** The URL of a generated product image (served by the media route). */
export function productImageUrl(sku: string, sortOrder: number, size: number): string {
  return `/media/products/${encodeURIComponent(sku)}/${sortOrder}-${size}.svg`;
}

/** Image rows of a product: `count` pictures, each in thumb, gallery-thumb, gallery and zoom size. */
export function imageRows(
  productId: number,
  sku: string,
  count: number,
): (typeof productImages.$inferInsert)[] {
  const rows: (typeof productImages.$inferInsert)[] = [];
  for (let sortOrder = 0; sortOrder < count; sortOrder += 1) {
    for (const [type, size] of SIZES) {
      rows.push({
        productId,
        sortOrder,
        type,
        url: productImageUrl(sku, sortOrder, size),
        width: size,
        height: size,
      });
    }
  }
  return rows;
}
