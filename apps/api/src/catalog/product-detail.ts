import type { ProductDetail, ProductImage, VariationAttribute } from '@nordshop/api-contract';
import type { LocaleCode } from '@nordshop/locale-config';
import type { Database, PreparedStatement } from '../platform/db/database';
import type { StoredVariationAttribute } from '../platform/db/schema';
import { DomainError } from '../platform/http/errors';
import { productAlternatesOf, productSlugsColumn } from './alternates';
import type { CategoryTree } from './category-tree';
import type { ActiveDeal } from './current-deal';
import { cardRowsSelect, toProductCard, type CardRow } from './product-cards';
import { reviewsPageColumns, reviewsPageOf, type ReviewsPageColumns } from './product-reviews';
import { socialProofColumns, socialProofWindow } from './social-proof';

interface Extras {
  categories: number[] | null;
  /** The pictures of the product and of its variations. */
  images: (ProductImage & { product_id: number })[] | null;
  tags: { slug: string; name: string }[] | null;
  brand: { slug: string; name: string } | null;
  has_upselling: boolean;
  slugs: { locale: string; slug: string }[] | null;
  recent_views: number;
  bought_today: number;
}

/**
 * The product a slug names ($2): its own in locale $1, or else a slug of another storefront's
 * language (the locale switcher keeps slugs), the first locale's. The second branch runs only when
 * the first finds nothing (a limit over `union all` stops at the first row).
 */
const HIT = `hit as materialized (
      (select p.id, p.parent_id, p.sku, coalesce(p.parent_id, p.id) as main_id
         from product_texts t join products p on p.id = t.product_id where t.locale = $1 and t.slug = $2)
      union all
      (select p.id, p.parent_id, p.sku, coalesce(p.parent_id, p.id) as main_id
         from product_texts t join products p on p.id = t.product_id where t.slug = $2 order by t.locale limit 1)
      limit 1)`;

/**
 * The whole page in one statement (each statement costs a round trip, and the embedded database
 * its parse and plan): the product the slug $2 names in locale $1 ({@link HIT}), the card row of
 * its main product, and the page's extras: categories, images (its variations' too), tags, brand,
 * upselling, the product's slug in every storefront (its alternates) and its social proof ($3 to
 * $5, the social proof's window); `withReviews`, the first $6 of its reviews too. No row when no
 * product has the slug; null card columns when the product is not sold in the locale.
 */
const productPageText = (withReviews: boolean) => `with ${HIT},
    card as (${cardRowsSelect('(select h.main_id as id, 1 as ord from hit h) as wanted', '$1')})
    select h.parent_id as hit_parent_id, h.sku as hit_sku, c.*,
      (select json_agg(category_id order by category_id) from product_categories where product_id = h.main_id) as categories,
      (select json_agg(json_build_object('product_id', i.product_id, 'sort_order', i.sort_order, 'type', i.type,
          'url', i.url, 'width', i.width, 'height', i.height) order by i.product_id, i.sort_order, i.type)
         from product_images i
         where i.product_id = any (array[h.main_id] || array(select v.id from products v where v.parent_id = h.main_id))) as images,
      (select json_agg(json_build_object('slug', tt.slug, 'name', tt.name) order by tt.name)
         from product_tags pt join tag_texts tt on tt.tag_id = pt.tag_id and tt.locale = $1 where pt.product_id = h.main_id) as tags,
      (select json_build_object('slug', b.slug, 'name', b.name) from products p join brands b on b.id = p.brand_id where p.id = h.main_id) as brand,
      exists (select 1 from product_upsells where product_id = h.main_id) as has_upselling,
      ${productSlugsColumn('h.main_id')},
      ${socialProofColumns('h.main_id', '$1', ['$3', '$4', '$5'])}${
        withReviews ? `,\n      ${reviewsPageColumns('h.main_id', '$1', '$6', '0')}` : ''
      }
    from hit h left join card c on true`;

const PRODUCT_PAGE: PreparedStatement = {
  name: 'catalog.product_page',
  text: productPageText(false),
};

const PRODUCT_PAGE_WITH_REVIEWS: PreparedStatement = {
  name: 'catalog.product_page_with_reviews',
  text: productPageText(true),
};

/** A row of {@link PRODUCT_PAGE}: the card row's columns are null when the locale does not sell it. */
type ProductPageRow = Extras &
  Partial<ReviewsPageColumns> & { hit_parent_id: number | null; hit_sku: string } & (
    CardRow | { [K in keyof CardRow]: null }
  );

/**
 * The product page data of a product or variation slug in a locale; a slug of another locale finds
 * its product too (the answer carries this locale's slugs, so the page can redirect); 404 when no
 * product has it. Its social proof is counted at `now`; with `reviewsPerPage`, the answer carries the
 * first page of the product's reviews of that size.
 */
export async function loadProductDetail(
  database: Database,
  locale: LocaleCode,
  slug: string,
  tree: CategoryTree,
  deal: ActiveDeal | null,
  now: Date,
  reviewsPerPage?: number,
): Promise<ProductDetail> {
  const window = socialProofWindow(now, locale);
  const [row] = await database.run<ProductPageRow>(
    reviewsPerPage === undefined ? PRODUCT_PAGE : PRODUCT_PAGE_WITH_REVIEWS,
    reviewsPerPage === undefined
      ? [locale, slug, ...window]
      : [locale, slug, ...window, reviewsPerPage],
  );
  if (!row || row.id === null) throw new DomainError('not_found', `No product with slug ${slug}`);
  const card = toProductCard(row, locale, deal);
  const images = picturesByProduct(row.images ?? []);
  const primary =
    row.primary_category_id === null ? undefined : tree.byId.get(row.primary_category_id);
  return {
    ...card,
    description: row.description,
    categories: row.categories ?? [],
    category_path: (primary?.path ?? []).map((node) => ({
      id: node.id,
      slug: node.slug,
      name: node.name,
      uri: node.node.uri,
    })),
    variation_attributes: localizeAttributes(
      row.variation_attributes as StoredVariationAttribute[],
      locale,
    ),
    variations: card.variations.map((v) => ({ ...v, images: images.get(v.id) ?? [] })),
    has_upselling: row.has_upselling ?? false,
    rating: { score: row.rating_score, count: row.rating_count },
    images: images.get(row.id) ?? [],
    brand: row.brand ?? null,
    tags: row.tags ?? [],
    max_order_quantity: row.max_order_quantity,
    selected_sku: row.hit_parent_id === null ? null : row.hit_sku,
    alternates: productAlternatesOf(row.slugs ?? []),
    social_proof: {
      recent_views: row.recent_views ?? 0,
      bought_today: row.bought_today ?? 0,
    },
    ...(reviewsPerPage === undefined
      ? {}
      : {
          reviews: reviewsPageOf(
            { id: row.id, score: row.rating_score, count: row.rating_count },
            { stars: row.stars ?? [], reviews: row.reviews ?? null },
            { page: 1, per_page: reviewsPerPage },
          ),
        }),
  };
}

/** Pictures by the product they show, without that id. */
function picturesByProduct(
  rows: readonly (ProductImage & { product_id: number })[],
): Map<number, ProductImage[]> {
  const byProduct = new Map<number, ProductImage[]>();
  for (const { product_id, ...image } of rows)
    byProduct.set(product_id, [...(byProduct.get(product_id) ?? []), image]);
  return byProduct;
}

function localizeAttributes(
  attributes: readonly StoredVariationAttribute[],
  locale: LocaleCode,
): VariationAttribute[] {
  return attributes.map((a) => ({
    code: a.code,
    name: a.name[locale] ?? a.code,
    values: a.values.map((v) => ({ code: v.code, name: v.name[locale] ?? v.code })),
  }));
}
