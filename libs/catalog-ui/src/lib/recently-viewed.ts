import { TD02_FIELDS, isJsonObject, type Td02, type Td02Patch } from '@nordshop/browser-state';

/** Recently viewed products kept (spec section 9). */
export const RECENTLY_VIEWED_MAX = 5;

/** Field of the td02 local storage value (libs/browser-state) that holds the recently viewed products. */
export const RECENTLY_VIEWED_FIELD = TD02_FIELDS.recentlyViewed;

/** A recently viewed product: what a small card needs (spec section 3: sku, images, thumb). */
export interface RecentlyViewedProduct {
  readonly sku: string;
  readonly slug: string;
  readonly name: string;
  readonly thumb: { readonly url: string; readonly width: number; readonly height: number };
}

/**
 * The list after viewing `product` (spec section 4): the product first, any earlier entry with
 * the same SKU removed, at most {@link RECENTLY_VIEWED_MAX} entries.
 */
export function rememberViewed(
  list: readonly RecentlyViewedProduct[],
  product: RecentlyViewedProduct,
  max: number = RECENTLY_VIEWED_MAX,
): RecentlyViewedProduct[] {
  return [product, ...list.filter((entry) => entry.sku !== product.sku)].slice(0, max);
}

function isViewed(value: unknown): value is RecentlyViewedProduct {
  if (!isJsonObject(value) || !isJsonObject(value['thumb'])) return false;
  const thumb = value['thumb'];
  return (
    typeof value['sku'] === 'string' &&
    typeof value['slug'] === 'string' &&
    typeof value['name'] === 'string' &&
    typeof thumb['url'] === 'string' &&
    typeof thumb['width'] === 'number' &&
    typeof thumb['height'] === 'number'
  );
}

/**
 * The recently viewed products of the td02 value of local storage (`readTd02(localStorage)` of
 * libs/browser-state); entries that are not products are skipped. Never throws.
 */
export function readRecentlyViewed(td02: Td02): RecentlyViewedProduct[] {
  const list = td02[RECENTLY_VIEWED_FIELD];
  if (!Array.isArray(list)) return [];
  const seen = new Set<string>();
  return list
    .filter(isViewed)
    .filter((entry) => !seen.has(entry.sku) && Boolean(seen.add(entry.sku)))
    .slice(0, RECENTLY_VIEWED_MAX)
    .map(({ sku, slug, name, thumb }) => ({
      sku,
      slug,
      name,
      thumb: { url: thumb.url, width: thumb.width, height: thumb.height },
    }));
}

/** The td02 patch that stores `list` as the recently viewed products (pass it to `patchTd02`). */
export function recentlyViewedPatch(list: readonly RecentlyViewedProduct[]): Td02Patch {
  return { [RECENTLY_VIEWED_FIELD]: list };
}
