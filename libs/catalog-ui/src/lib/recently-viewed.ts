/** Recently viewed products kept (spec section 9). */
export const RECENTLY_VIEWED_MAX = 5;

/** Field of the td02 local storage object that holds the recently viewed products. */
export const RECENTLY_VIEWED_FIELD = 'recentlyViewed';

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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isViewed(value: unknown): value is RecentlyViewedProduct {
  if (!isRecord(value) || !isRecord(value['thumb'])) return false;
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

function parseRoot(stored: string | null): Record<string, unknown> {
  if (stored === null) return {};
  try {
    const root: unknown = JSON.parse(stored);
    return isRecord(root) ? root : {};
  } catch {
    return {};
  }
}

/** The recently viewed products in a td02 storage value; entries that are not products are skipped. */
export function readRecentlyViewed(stored: string | null): RecentlyViewedProduct[] {
  const list = parseRoot(stored)[RECENTLY_VIEWED_FIELD];
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

/** The td02 storage value with `list` as the recently viewed products; other fields are kept. */
export function writeRecentlyViewed(
  stored: string | null,
  list: readonly RecentlyViewedProduct[],
): string {
  return JSON.stringify({ ...parseRoot(stored), [RECENTLY_VIEWED_FIELD]: list });
}
