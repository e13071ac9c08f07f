// The four pages the browser benches measure (home, category, product, search), with real URLs
// read from the seeded API as apps/storefront-e2e/src/catalog-fixtures.ts reads them: the most
// popular product and the first category three levels deep. Used by lighthouse.mjs and
// main-thread.mjs.

export const PAGES = ['home', 'category', 'product', 'search'];
const LOCALE = 'sv';
const STORE_ID = 1;

async function api(base, path, query = {}) {
  const params = new URLSearchParams({ locale: LOCALE, sid: String(STORE_ID), ...query });
  const response = await fetch(`${base}/api/${path}?${params}`);
  if (!response.ok) throw new Error(`GET /api/${path} answered ${response.status}`);
  return response.json();
}

function findChain(nodes, depth) {
  for (const node of nodes) {
    if (node.hierarchy.length === depth) return node;
    const deeper = findChain(node.children ?? [], depth);
    if (deeper) return deeper;
  }
  return undefined;
}

/** The path of each of {@link PAGES} on the storefront at `base`. */
export async function pagePaths(base) {
  const popular = await api(base, 'products', { popular: '1', limit: '1' });
  const slug = popular.products?.[0]?.slug;
  if (!slug) throw new Error('no popular product');
  const categories = await api(base, 'product-categories', { v: '2' });
  const category = findChain(categories, 3) ?? findChain(categories, 2) ?? findChain(categories, 1);
  if (!category) throw new Error('no category');
  return {
    home: `/${LOCALE}`,
    category: `/${LOCALE}/kategori/${category.hierarchy.map((h) => encodeURIComponent(h.slug)).join('/')}`,
    product: `/${LOCALE}/produkt/${encodeURIComponent(slug)}`,
    search: `/${LOCALE}/sok?q=laddare`,
  };
}
