import type { ProductDetail, ProductImage, VariationAttribute } from '@nordshop/api-contract';
import type { LocaleCode } from '@nordshop/locale-config';
import type { Database, PreparedStatement } from '../platform/db/database';
import type { StoredVariationAttribute } from '../platform/db/schema';
import { DomainError } from '../platform/http/errors';
import { PRODUCT_SLUGS_COLUMN, productAlternatesOf } from './alternates';
import type { CategoryTree } from './category-tree';
import type { ActiveDeal } from './current-deal';
import { loadCardRows, toProductCard } from './product-cards';
import { SOCIAL_PROOF_COLUMNS, socialProofWindow } from './social-proof';

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

const SLUG_LOOKUP: PreparedStatement = {
  name: 'catalog.product_by_slug',
  text: `select p.id, p.parent_id, p.sku from product_texts t join products p on p.id = t.product_id where t.locale = $1 and t.slug = $2`,
};

/** A slug of another storefront's language (the locale switcher keeps slugs): the product it names. */
const FOREIGN_SLUG_LOOKUP: PreparedStatement = {
  name: 'catalog.product_by_foreign_slug',
  text: `select p.id, p.parent_id, p.sku from product_texts t join products p on p.id = t.product_id where t.slug = $1 order by t.locale limit 1`,
};

/**
 * Everything of the page beside the card row, in one statement (each statement costs the embedded
 * database its parse and plan): categories, images (its variations' too), tags, brand, upselling, the product's slug in
 * every storefront (its alternates) and its social proof. $1 main product id, $2 locale, $3 to $5
 * the social proof's window.
 */
const DETAIL_EXTRAS: PreparedStatement = {
  name: 'catalog.product_extras',
  text: `select
      (select json_agg(category_id order by category_id) from product_categories where product_id = $1) as categories,
      (select json_agg(json_build_object('product_id', i.product_id, 'sort_order', i.sort_order, 'type', i.type,
          'url', i.url, 'width', i.width, 'height', i.height) order by i.product_id, i.sort_order, i.type)
         from product_images i
         where i.product_id = any (array[$1::int] || array(select v.id from products v where v.parent_id = $1))) as images,
      (select json_agg(json_build_object('slug', tt.slug, 'name', tt.name) order by tt.name)
         from product_tags pt join tag_texts tt on tt.tag_id = pt.tag_id and tt.locale = $2 where pt.product_id = $1) as tags,
      (select json_build_object('slug', b.slug, 'name', b.name) from products p join brands b on b.id = p.brand_id where p.id = $1) as brand,
      exists (select 1 from product_upsells where product_id = $1) as has_upselling,
      ${PRODUCT_SLUGS_COLUMN},
      ${SOCIAL_PROOF_COLUMNS}`,
};

/**
 * The product page data of a product or variation slug in a locale; a slug of another locale finds
 * its product too (the answer carries this locale's slugs, so the page can redirect); 404 when no
 * product has it. Its social proof is counted at `now`.
 */
export async function loadProductDetail(
  database: Database,
  locale: LocaleCode,
  slug: string,
  tree: CategoryTree,
  deal: ActiveDeal | null,
  now: Date,
): Promise<ProductDetail> {
  const [own] = await database.run<{ id: number; parent_id: number | null; sku: string }>(
    SLUG_LOOKUP,
    [locale, slug],
  );
  const hit =
    own ??
    (
      await database.run<{ id: number; parent_id: number | null; sku: string }>(
        FOREIGN_SLUG_LOOKUP,
        [slug],
      )
    )[0];
  if (!hit) throw new DomainError('not_found', `No product with slug ${slug}`);
  const mainId = hit.parent_id ?? hit.id;
  const [[row], [extras]] = await Promise.all([
    loadCardRows(database, [mainId], locale),
    database.run<Extras>(DETAIL_EXTRAS, [mainId, locale, ...socialProofWindow(now, locale)]),
  ]);
  if (!row) throw new DomainError('not_found', `No product with slug ${slug}`);
  const card = toProductCard(row, locale, deal);
  const images = picturesByProduct(extras?.images ?? []);
  const primary =
    row.primary_category_id === null ? undefined : tree.byId.get(row.primary_category_id);
  return {
    ...card,
    description: row.description,
    categories: extras?.categories ?? [],
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
    has_upselling: extras?.has_upselling ?? false,
    rating: { score: row.rating_score, count: row.rating_count },
    images: images.get(mainId) ?? [],
    brand: extras?.brand ?? null,
    tags: extras?.tags ?? [],
    max_order_quantity: row.max_order_quantity,
    selected_sku: hit.parent_id === null ? null : hit.sku,
    alternates: productAlternatesOf(extras?.slugs ?? []),
    social_proof: {
      recent_views: extras?.recent_views ?? 0,
      bought_today: extras?.bought_today ?? 0,
    },
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
