import type { ProductReviewsQuery, ProductReviewsResponse, Review } from '@nordshop/api-contract';
import type { LocaleCode } from '@nordshop/locale-config';
import type { Database, PreparedStatement } from '../platform/db/database';
import { DomainError } from '../platform/http/errors';

interface ReviewsRow {
  product_id: number;
  score: number;
  count: number;
  stars: { stars: number; count: number }[];
  reviews: Review[] | null;
}

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
      (select json_agg(json_build_object('stars', s.stars, 'count',
          (select count(*)::int from product_reviews r where r.product_id = p.id and r.rating = s.stars))
          order by s.stars desc)
         from generate_series(1, 5) as s(stars)) as stars,
      (select json_agg(json_build_object('id', r.id, 'rating', r.rating, 'title', r.texts -> $2 ->> 'title',
          'body', r.texts -> $2 ->> 'body', 'author', r.author,
          'created_at', to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
          'written_in', r.locale) order by r.created_at desc, r.id desc)
         from (select * from product_reviews where product_id = p.id
               order by created_at desc, id desc limit $3 offset $4) r) as reviews
    from main join products p on p.id = main.id`,
};

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
  return {
    product_id: row.product_id,
    score: row.score,
    count: row.count,
    stars: row.stars,
    page,
    per_page,
    reviews: row.reviews ?? [],
  };
}
