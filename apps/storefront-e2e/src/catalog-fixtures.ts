import type { APIRequestContext } from '@playwright/test';

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

async function api<T>(request: APIRequestContext, locale: Locale, path: string, query: Record<string, string> = {}): Promise<T> {
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
export async function catalogFixture(request: APIRequestContext, locale: Locale): Promise<CatalogFixture> {
  const popular = await api<{ products: { slug: string }[] }>(request, locale, 'products', { popular: '1', limit: '1' });
  const slug = popular.products[0]?.slug ?? '';
  const product = await api<{ name: string; brand: { slug: string } | null; tags: { slug: string }[] }>(request, locale, `product-by-slug/${encodeURIComponent(slug)}`);
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
