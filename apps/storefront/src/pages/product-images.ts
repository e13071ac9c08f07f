import {
  IMAGE_TYPE,
  type ImageRef,
  type ProductDetail,
  type ProductImage,
} from '@nordshop/api-contract';

/** A placeholder when a product has no image (spec section 3). */
export const PLACEHOLDER_IMAGE = {
  url: '/media/placeholder.svg',
  width: 600,
  height: 600,
} as const;

/** The image types a picture is shown in at full size, in the order they are preferred. */
const SHOWN_TYPES = [
  IMAGE_TYPE.Gallery,
  IMAGE_TYPE.Featured,
  IMAGE_TYPE.Original,
  IMAGE_TYPE.General,
  IMAGE_TYPE.Zoom,
] as const;

/** The image types a browser may pick from by width (srcset) for the shown picture. */
const SOURCE_TYPES: ReadonlySet<number> = new Set([
  IMAGE_TYPE.Gallery,
  IMAGE_TYPE.Featured,
  IMAGE_TYPE.Original,
  IMAGE_TYPE.General,
  IMAGE_TYPE.Zoom,
]);

/** The image types of a thumbnail, in the order they are preferred. */
const THUMB_TYPES = [IMAGE_TYPE.GalleryThumb, IMAGE_TYPE.Thumb] as const;

/**
 * One picture of the gallery: what the main view shows (its image, and every size of it for the
 * browser to choose from) and its thumbnail. A picture is one sort_order of the product's images,
 * whatever number of sizes (types) it comes in.
 */
export interface GalleryPicture {
  readonly key: string;
  readonly image: ImageRef;
  /** `url width` candidates of the same picture, smallest first; empty when it comes in one size. */
  readonly srcSet: readonly string[];
  readonly thumb: ImageRef;
}

const ref = ({ url, width, height }: ImageRef): ImageRef => ({ url, width, height });

/**
 * The gallery of a product (or of its chosen variation): one picture per sort_order, in order,
 * each shown in its gallery size with the larger sizes as candidates and a small thumbnail; the
 * card's thumb when it has no gallery pictures, the placeholder when it has no thumb either.
 */
export function galleryPictures(
  images: readonly ProductImage[],
  fallback: ImageRef,
): GalleryPicture[] {
  const bySort = new Map<number, ProductImage[]>();
  for (const image of images)
    bySort.set(image.sort_order, [...(bySort.get(image.sort_order) ?? []), image]);
  const pictures: GalleryPicture[] = [];
  for (const [sortOrder, sizes] of [...bySort].sort(([a], [b]) => a - b)) {
    const shown = SHOWN_TYPES.map((type) => sizes.find((i) => i.type === type)).find(Boolean);
    if (!shown) continue;
    const sources = [
      ...new Map(
        sizes
          .filter((i) => SOURCE_TYPES.has(i.type))
          .sort((a, b) => a.width - b.width)
          .map((i) => [i.width, i]),
      ).values(),
    ];
    const thumb = THUMB_TYPES.map((type) => sizes.find((i) => i.type === type)).find(Boolean);
    pictures.push({
      key: `${sortOrder}:${shown.url}`,
      image: ref(shown),
      srcSet: sources.length > 1 ? sources.map((i) => `${i.url} ${i.width}w`) : [],
      thumb: ref(thumb ?? shown),
    });
  }
  if (pictures.length > 0) return pictures;
  const only = fallback.url ? ref(fallback) : PLACEHOLDER_IMAGE;
  return [{ key: only.url, image: only, srcSet: [], thumb: only }];
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
