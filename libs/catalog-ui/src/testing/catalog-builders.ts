import type {
  Category,
  DealResponse,
  PaymentMethod,
  PriceTier,
  ProductCard,
  ProductDetail,
  SearchCategory,
  SearchHint,
} from '@nordshop/api-contract';

/** A price tier: `p` price and `o` original in minor units incl. VAT from `q` units on. */
export function aTier(p: number, q = 1, o = p): PriceTier {
  return { p, q, o, d: o > 0 ? Math.round((1 - p / o) * 100) : 0 };
}

/** A payment method as GET /api/checkout/payment-methods lists it (sv private invoice by default). */
export function aPaymentMethod(overrides: Partial<PaymentMethod> = {}): PaymentMethod {
  return {
    id: 'invoice:standard',
    provider: 'invoice',
    name: 'Faktura',
    fee: 2_900,
    customer_types: ['private'],
    badge: 'invoice',
    ...overrides,
  };
}

/** A Swedish product card in stock at 199 kr (25 % VAT), without tiers, campaign or variations. */
export function aProductCard(overrides: Partial<ProductCard> = {}): ProductCard {
  return {
    id: 101,
    sku: 'NS-101',
    slug: 'planboksfodral-iphone-15',
    name: 'Plånboksfodral iPhone 15',
    prefix: 'Nordshop',
    thumb: { url: '/media/products/101-thumb.webp', width: 300, height: 300 },
    url_fragment: '/produkt/planboksfodral-iphone-15',
    main_sku: 'NS-101',
    type: 1,
    group_id: 7,
    discount_category: 1,
    stock_status: 'in-stock',
    estimated_at: null,
    is_new: false,
    vat: 25,
    prices: { n: [aTier(19900)], c: [] },
    variations: [],
    score: 0,
    ...overrides,
  };
}

/** The product page data of {@link aProductCard} with a rating, a brand and a category path. */
export function aProductDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    ...aProductCard(),
    description: '<p>Ett <strong>tunt</strong> fodral med plats för tre kort.</p>',
    categories: [1, 2],
    category_path: [
      { id: 1, slug: 'mobilskal', name: 'Mobilskal', uri: '/kategori/mobilskal' },
      {
        id: 2,
        slug: 'planboksfodral',
        name: 'Plånboksfodral',
        uri: '/kategori/mobilskal/planboksfodral',
      },
    ],
    variation_attributes: [],
    has_upselling: false,
    rating: { score: 4.5, count: 12 },
    images: [
      {
        url: '/media/products/101-original.webp',
        width: 1200,
        height: 1200,
        sort_order: 0,
        type: 5,
      },
      { url: '/media/products/101-thumb.webp', width: 300, height: 300, sort_order: 0, type: 3 },
    ],
    brand: { slug: 'nordshop', name: 'Nordshop' },
    tags: [],
    max_order_quantity: null,
    selected_sku: null,
    ...overrides,
  };
}

/** A category node with children; top-level and in the main menu unless overridden. */
export function aCategory(id: number, name: string, overrides: Partial<Category> = {}): Category {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    id,
    parent_id: null,
    slug,
    name,
    thumb: { url: `/media/categories/${slug}.svg`, width: 400, height: 400 },
    show_in_menu: true,
    show_in_main_menu: true,
    hierarchy: [{ id, slug, name }],
    uri: `/kategori/${slug}`,
    kind: 'type',
    children: [],
    ...overrides,
  };
}

/** A subcategory of `parent` (in the menu, not a main-menu entry). */
export function aSubcategory(
  parent: Category,
  id: number,
  name: string,
  children: Category[] = [],
): Category {
  const base = aCategory(id, name, { parent_id: parent.id, show_in_main_menu: false, children });
  return {
    ...base,
    uri: `${parent.uri}/${base.slug}`,
    hierarchy: [...parent.hierarchy, { id, slug: base.slug, name }],
  };
}

/** A deal of the day on 23 Nov 2026 (UTC midnight to midnight), 20 % off. */
export function aDeal(overrides: Partial<DealResponse> = {}): DealResponse {
  return {
    title: 'Dagens deal',
    product_name: 'Laddkabel USB-C 2 m',
    product_slug: 'laddkabel-usb-c-2-m',
    discount: 20,
    starts_at: '2026-11-23T00:00:00.000Z',
    expires_at: '2026-11-24T00:00:00.000Z',
    ...overrides,
  };
}

/** A search category match. */
export function aSearchCategory(
  hierarchy: string[],
  uri = `/kategori/${hierarchy.join('/').toLowerCase()}`,
): SearchCategory {
  return { slug: hierarchy.at(-1)?.toLowerCase() ?? '', uri, hierarchy };
}

/** A search hint. */
export function aSearchHint(
  id: number,
  title: string,
  url = `/${title.toLowerCase()}`,
): SearchHint {
  return { id, url, url_title: title };
}
