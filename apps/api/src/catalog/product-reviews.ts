import type { ProductReviewsQuery, ProductReviewsResponse, Review } from '@nordshop/api-contract';
import type { LocaleCode } from '@nordshop/locale-config';
import type { Database, PreparedStatement } from '../platform/db/database';
import { DomainError } from '../platform/http/errors';

interface ReviewsRow extends ReviewsPageColumns {
  product_id: number;
  score: number;
  count: number;
}

/**
 * The columns `stars` and `reviews` of a select: how many reviews of the main product `product`
 * gave each number of stars (5 down to 1), and a page of its reviews newest first (`limit` from
 * `offset`) with each one's title and text in the storefront `locale` (each an SQL expression).
 */
export const reviewsPageColumns = (
  product: string,
  locale: string,
  limit: string,
  offset: string,
): string => `(select json_agg(json_build_object('stars', s.stars, 'count',
          (select count(*)::int from product_reviews r where r.product_id = ${product} and r.rating = s.stars))
          order by s.stars desc)
         from generate_series(1, 5) as s(stars)) as stars,
      (select json_agg(json_build_object('id', r.id, 'rating', r.rating, 'title', r.texts -> ${locale} ->> 'title',
          'body', r.texts -> ${locale} ->> 'body', 'author', r.author,
          'created_at', to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
          'written_in', r.locale) order by r.created_at desc, r.id desc)
         from (select * from product_reviews where product_id = ${product}
               order by created_at desc, id desc limit ${limit} offset ${offset}) r) as reviews`;

/**
 * A page of a main product's reviews ($1 the product or one of its variations, $2 the locale, $3
 * the page size, $4 the offset), newest first, with the product's rating (kept from its reviews by
 * their triggers, migration 0016) and the reviews per number of stars, in one statement.
 */
const PRODUCT_REVIEWS: PreparedStatement = {
  name: 'reviews.product_page',
  text: `with main as (
      select coalesce(parent_id, id) as id from products where id = $1
    )
    select p.id as product_id, p.rating_score as score, p.rating_count as count,
      ${reviewsPageColumns('p.id', '$2', '$3', '$4')}
    from main join products p on p.id = main.id`,
};

/** The columns {@link reviewsPageColumns} gives. */
export interface ReviewsPageColumns {
  stars: { stars: number; count: number }[];
  reviews: Review[] | null;
}

/** A page of reviews as the API answers it, from the product's rating and {@link reviewsPageColumns}. */
export function reviewsPageOf(
  product: { id: number; score: number; count: number },
  columns: ReviewsPageColumns,
  { page, per_page }: ProductReviewsQuery,
): ProductReviewsResponse {
  return {
    product_id: product.id,
    score: product.score,
    count: product.count,
    stars: columns.stars,
    page,
    per_page,
    reviews: columns.reviews ?? [],
  };
}

/**
 * The reviews page of a product in a locale (each review's title and text in that language); a
 * variation's id answers for its main product. Throws not_found for an unknown product.
 */
export async function loadProductReviews(
  database: Database,
  productId: number,
  locale: LocaleCode,
  { page, per_page }: ProductReviewsQuery,
): Promise<ProductReviewsResponse> {
  const [row] = await database.run<ReviewsRow>(PRODUCT_REVIEWS, [
    productId,
    locale,
    per_page,
    (page - 1) * per_page,
  ]);
  if (!row) throw new DomainError('not_found', `No product ${productId}`);
  return reviewsPageOf({ id: row.product_id, score: row.score, count: row.count }, row, {
    page,
    per_page,
  });
}
