import * as z from 'zod';
import { deferred } from './deferred-schema';
export { IMAGE_TYPE, PRODUCT_TYPE } from './enums';
import { AlternatesSchema } from './alternates';
import { ProductReviewsResponseSchema } from './reviews';
import { SocialProofSchema } from './social-proof';

/** An amount of money in minor units (öre, cents) including VAT, an integer >= 0. */
export const MinorUnitsSchema = deferred(() => z.number().int().nonnegative());

/** A VAT rate in percent (25 means 25 %). */
export const VatRateSchema = deferred(() => z.number().min(0).max(100));

/** An image: URL (a path on the shop's origin), width and height in pixels. */
export const ImageRefSchema = deferred(() =>
  z.object({
    url: z.string(),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  }),
);
export type ImageRef = z.infer<typeof ImageRefSchema>;

/** One price tier (spec section 3): p price, q minimum quantity, o original price, d discount percent. */
export const PriceTierSchema = deferred(() =>
  z.object({
    p: MinorUnitsSchema,
    q: z.number().int().nonnegative(),
    o: MinorUnitsSchema,
    d: z.number().min(0).max(100),
  }),
);
export type PriceTier = z.infer<typeof PriceTierSchema>;

/** The prices object (spec section 3): n normal tiers, c campaign tiers (empty without a campaign). */
export const PricesSchema = deferred(() =>
  z.object({ n: z.array(PriceTierSchema), c: z.array(PriceTierSchema) }),
);
export type Prices = z.infer<typeof PricesSchema>;

/** A product type number of {@link PRODUCT_TYPE}. */
export const ProductTypeSchema = deferred(() =>
  z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
);

/** An image type number of {@link IMAGE_TYPE}. */
export const ImageTypeSchema = deferred(() =>
  z.union([
    z.literal(1),
    z.literal(3),
    z.literal(4),
    z.literal(5),
    z.literal(9),
    z.literal(10),
    z.literal(12),
    z.literal(13),
    z.literal(16),
  ]),
);

/** Stock statuses the shop knows; others may come and are shown through their translation key. */
export const STOCK_STATUSES = [
  'in-stock',
  'back-order-quick',
  'back-order-slow',
  'back-order',
  'special-order',
] as const;

/** A variation of a product, e.g. one colour, with its own SKU, prices and stock. */
export const VariationSchema = deferred(() =>
  z.object({
    id: z.number().int(),
    sku: z.string(),
    slug: z.string(),
    name: z.string(),
    /** Attribute code → value code, e.g. { color: 'black' }. */
    attributes: z.record(z.string(), z.string()),
    thumb: ImageRefSchema,
    vat: VatRateSchema,
    prices: PricesSchema,
    stock_status: z.string(),
    /** Presale date (YYYY-MM-DD) or null. */
    estimated_at: z.string().nullable(),
  }),
);
export type Variation = z.infer<typeof VariationSchema>;

/** A product as a card in listings and search (spec section 3, Product card/search). */
export const ProductCardSchema = deferred(() =>
  z.object({
    id: z.number().int(),
    sku: z.string(),
    slug: z.string(),
    name: z.string(),
    /** Shown before the name: the brand. */
    prefix: z.string(),
    thumb: ImageRefSchema,
    /** The product page path without locale prefix, e.g. /produkt/<slug> or /tuote/<slug>. */
    url_fragment: z.string(),
    main_sku: z.string(),
    type: ProductTypeSchema,
    group_id: z.number().int(),
    discount_category: z.number().int(),
    stock_status: z.string(),
    estimated_at: z.string().nullable(),
    is_new: z.boolean(),
    vat: VatRateSchema,
    prices: PricesSchema,
    variations: z.array(VariationSchema),
    /** Average rating 0..5 (0 when unrated). */
    score: z.number().min(0).max(5),
  }),
);
export type ProductCard = z.infer<typeof ProductCardSchema>;

/** What a listing card reads of a variation: its prices and VAT rate. */
export const ListingCardVariationSchema = deferred(() =>
  VariationSchema.pick({ prices: true, vat: true }),
);
export type ListingCardVariation = z.infer<typeof ListingCardVariationSchema>;

/**
 * A product card as a listing, the search results and the home page hold it: the fields the card
 * renders (picture, prefix and name, price, stock, rating, badges, link), the ones adding it to
 * the cart reads (cart-domain `CartItemSource`) and its variations as the card prices them. Every
 * {@link ProductCard} is one; `listingCard` cuts a card down to it.
 */
export const ListingCardSchema = deferred(() =>
  ProductCardSchema.pick({
    id: true,
    sku: true,
    slug: true,
    name: true,
    prefix: true,
    thumb: true,
    type: true,
    group_id: true,
    discount_category: true,
    stock_status: true,
    estimated_at: true,
    is_new: true,
    vat: true,
    prices: true,
    score: true,
  }).extend({
    /**
     * The variations' prices and VAT rates: empty when the product has none, else one entry for each
     * different price, in the variations' order (the card's price is the first one's, or "from" the
     * lowest when they differ; with variations its buy control opens the product page).
     */
    variations: z.array(ListingCardVariationSchema),
  }),
);
export type ListingCard = z.infer<typeof ListingCardSchema>;

/** One localized value of a variation attribute. */
export const VariationAttributeSchema = deferred(() =>
  z.object({
    code: z.string(),
    name: z.string(),
    values: z.array(z.object({ code: z.string(), name: z.string() })),
  }),
);
export type VariationAttribute = z.infer<typeof VariationAttributeSchema>;

/** A product image entry: sort order, image type (enum) and the picture. */
export const ProductImageSchema = deferred(() =>
  ImageRefSchema.extend({
    sort_order: z.number().int(),
    type: ImageTypeSchema,
  }),
);
export type ProductImage = z.infer<typeof ProductImageSchema>;

/**
 * A variation on the product page: a card's variation with its own pictures (a colour shows
 * itself). The API always sends them; optional so that product data from before them still reads.
 */
export const DetailVariationSchema = deferred(() =>
  VariationSchema.extend({
    images: z.array(ProductImageSchema).optional(),
  }),
);
export type DetailVariation = z.infer<typeof DetailVariationSchema>;

/** A category on a product's breadcrumb path. */
export const CategoryRefSchema = deferred(() =>
  z.object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    uri: z.string(),
  }),
);
export type CategoryRef = z.infer<typeof CategoryRefSchema>;

/** GET /api/product-by-slug/{slug}: the product page. */
export const ProductDetailSchema = deferred(() =>
  ProductCardSchema.extend({
    variations: z.array(DetailVariationSchema),
    description: z.string(),
    /** Every category id the product is listed in (ancestors included). */
    categories: z.array(z.number().int()),
    /** The breadcrumb: top category down to the product's own category. */
    category_path: z.array(CategoryRefSchema),
    variation_attributes: z.array(VariationAttributeSchema),
    has_upselling: z.boolean(),
    rating: z.object({ score: z.number().min(0).max(5), count: z.number().int().nonnegative() }),
    images: z.array(ProductImageSchema),
    brand: z.object({ slug: z.string(), name: z.string() }).nullable(),
    tags: z.array(z.object({ slug: z.string(), name: z.string() })),
    /** Most units one order may hold, or null for the cart's own limit. */
    max_order_quantity: z.number().int().positive().nullable(),
    /** The variation the slug named, when it named one. */
    selected_sku: z.string().nullable(),
    /**
     * The product's page (the main product, not a variation) in every storefront that sells it. The
     * API always sends it; optional so that product data from before it (cached pages, test
     * builders) still reads.
     */
    alternates: AlternatesSchema.optional(),
    /**
     * Views in the last 24 hours and units sold today (see SocialProofSchema). The API always sends
     * it; optional so that product data from before it (cached pages, test builders) still reads.
     */
    social_proof: SocialProofSchema.optional(),
    /** The first page of the product's reviews, when the call asked for it (`reviews_per_page`). */
    reviews: ProductReviewsResponseSchema.optional(),
  }),
);
export type ProductDetail = z.infer<typeof ProductDetailSchema>;
