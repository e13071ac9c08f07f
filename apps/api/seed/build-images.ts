import { IMAGE_TYPE } from '@nordshop/api-contract';
import { productImageUrl } from '../src/media/product-picture';
import type { productImages } from '../src/platform/db/schema';

/** Image types and sizes of the first view: a card's thumb, the gallery's thumb, picture and zoom. */
const FIRST_VIEW: readonly (readonly [type: number, size: number])[] = [
  [IMAGE_TYPE.Thumb, 300],
  [IMAGE_TYPE.GalleryThumb, 100],
  [IMAGE_TYPE.Gallery, 800],
  [IMAGE_TYPE.Zoom, 1600],
];

/** Every further view is shown only in the gallery: no card thumb. */
const FURTHER_VIEWS = FIRST_VIEW.filter(([type]) => type !== IMAGE_TYPE.Thumb);

/**
 * Image rows of a product: `views` views of its picture (sort order = view), each in the sizes it
 * is shown in (the first one also as a card's thumb).
 */
export function imageRows(
  productId: number,
  sku: string,
  views: number,
): (typeof productImages.$inferInsert)[] {
  const rows: (typeof productImages.$inferInsert)[] = [];
  for (let sortOrder = 0; sortOrder < views; sortOrder += 1) {
    for (const [type, size] of sortOrder === 0 ? FIRST_VIEW : FURTHER_VIEWS) {
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
