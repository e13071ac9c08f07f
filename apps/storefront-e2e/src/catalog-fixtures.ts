import type { APIRequestContext } from './shopper-test';

/** The storefronts of the suite with their storeID (spec section 3). */
export const STORE_IDS = { sv: 1, no: 3, da: 5, fi: 4, nl: 6 } as const;
export type Locale = keyof typeof STORE_IDS;

interface CategoryJson {
  slug: string;
  hierarchy: { slug: string }[];
  children: CategoryJson[];
}

/** Real entities of one storefront, read from the seeded API: what the URLs of a test point at. */
export interface CatalogFixture {
  readonly productSlug: string;
  readonly productName: string;
  /** A three-level chain of category slugs. */
  readonly categoryChain: string;
  readonly categoryName: string;
  readonly brandSlug: string;
  readonly tagSlug: string;
}

async function api<T>(
  request: APIRequestContext,
  locale: Locale,
  path: string,
  query: Record<string, string> = {},
): Promise<T> {
  const params = new URLSearchParams({ locale, sid: String(STORE_IDS[locale]), ...query });
  const response = await request.get(`/api/${path}?${params.toString()}`);
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}`);
  return (await response.json()) as T;
}

function findChain(nodes: CategoryJson[], depth: number): CategoryJson | undefined {
  for (const node of nodes) {
    if (node.hierarchy.length === depth) return node;
    const deeper = findChain(node.children, depth);
    if (deeper) return deeper;
  }
  return undefined;
}

/** Reads a product, a three-level category, a brand and a tag of `locale` from the API. */
export async function catalogFixture(
  request: APIRequestContext,
  locale: Locale,
): Promise<CatalogFixture> {
  const popular = await api<{ products: { slug: string }[] }>(request, locale, 'products', {
    popular: '1',
    limit: '1',
  });
  const slug = popular.products[0]?.slug ?? '';
  const product = await api<{
    name: string;
    brand: { slug: string } | null;
    tags: { slug: string }[];
  }>(request, locale, `product-by-slug/${encodeURIComponent(slug)}`);
  const categories = await api<CategoryJson[]>(request, locale, 'product-categories', { v: '2' });
  const category = findChain(categories, 3);
  const brands = await api<{ slug: string }[]>(request, locale, 'brands');
  const tagged = product.tags[0]?.slug;
  if (!category) throw new Error(`no three-level category in ${locale}`);
  return {
    productSlug: slug,
    productName: product.name,
    categoryChain: category.hierarchy.map((h) => h.slug).join('/'),
    categoryName: (category as unknown as { name: string }).name,
    brandSlug: product.brand?.slug ?? brands[0]?.slug ?? '',
    tagSlug: tagged ?? '',
  };
}

/** A product the cart can take as it is: no variations, in stock. */
export interface SimpleProduct {
  readonly sku: string;
  readonly slug: string;
  readonly name: string;
}

/**
 * `count` popular products of `locale` without variations and in stock, read from the API (among
 * the 100 most popular: colours and lengths are variations, so many popular products have them).
 */
export async function simpleProducts(
  request: APIRequestContext,
  locale: Locale,
  count: number,
): Promise<SimpleProduct[]> {
  const popular = await api<{
    products: (SimpleProduct & { variations: unknown[]; stock_status: string })[];
  }>(request, locale, 'products', { popular: '1', limit: '100' });
  const simple = popular.products
    .filter((p) => p.variations.length === 0 && p.stock_status === 'in-stock')
    .slice(0, count);
  if (simple.length < count) throw new Error(`only ${simple.length} simple products in ${locale}`);
  return simple.map(({ sku, slug, name }) => ({ sku, slug, name }));
}

/** The first popular product of `locale` with variations (a variant select on its page). */
export async function productWithVariations(
  request: APIRequestContext,
  locale: Locale,
): Promise<SimpleProduct> {
  const popular = await api<{
    products: (SimpleProduct & { variations: unknown[] })[];
  }>(request, locale, 'products', { popular: '1', limit: '48' });
  const product = popular.products.find((p) => p.variations.length > 0);
  if (!product) throw new Error(`no popular product with variations in ${locale}`);
  return { sku: product.sku, slug: product.slug, name: product.name };
}

/** A popular product of `locale` without variations that has upselling (GET /api/products/{id}/upselling). */
export async function productWithUpselling(
  request: APIRequestContext,
  locale: Locale,
): Promise<SimpleProduct> {
  const popular = await api<{
    products: (SimpleProduct & { id: number; variations: unknown[] })[];
  }>(request, locale, 'products', { popular: '1', limit: '100' });
  for (const product of popular.products.filter((p) => p.variations.length === 0)) {
    if (await api<boolean>(request, locale, `products/${product.id}/upselling`))
      return { sku: product.sku, slug: product.slug, name: product.name };
  }
  throw new Error(`no popular product with upselling in ${locale}`);
}
