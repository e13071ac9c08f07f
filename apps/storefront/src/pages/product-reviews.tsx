import type { ProductDetail, ProductReviewsResponse, Review } from '@nordshop/api-contract';
import { StarRating, useStrings } from '@nordshop/catalog-ui';
import { formatDate, formatRating, type LocaleCode } from '@nordshop/locale-config';
import { useInfiniteQuery } from '@tanstack/react-query';
import { productReviewsQuery } from '../data/product-queries';
import { useQueryScope } from '../routing/hooks';

/** The id of the reviews section, which the rating under the product's name links to. */
export const REVIEWS_ID = 'product-reviews';

const REVIEW_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };

/** How many reviews gave each number of stars, as bars. */
function StarCounts({ stars, count }: Pick<ProductReviewsResponse, 'stars' | 'count'>) {
  const { t } = useStrings();
  return (
    <ul className="product-reviews__stars">
      {stars.map((row) => (
        <li key={row.stars}>
          <span aria-hidden="true">{row.stars} ★</span>
          <span className="product-reviews__bar" aria-hidden="true">
            <span style={{ width: `${count > 0 ? Math.round((row.count / count) * 100) : 0}%` }} />
          </span>
          <span aria-hidden="true">{row.count}</span>
          <span className="visually-hidden">
            {t('product.reviews_at_score', { count: row.count, score: row.stars })}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** One review: its stars and title, its text, who wrote it when, and the language it was written in. */
function ReviewItem({ review, locale }: { review: Review; locale: LocaleCode }) {
  const { t } = useStrings();
  return (
    <article className="review">
      <StarRating score={review.rating} label={t('product.score', { score: review.rating })} />
      <h3 className="review__title">{review.title}</h3>
      <p className="review__body">{review.body}</p>
      <p className="review__meta">
        <span>{review.author}</span>
        {' · '}
        <time dateTime={review.created_at}>
          {formatDate(review.created_at.slice(0, 10), locale, REVIEW_DATE)}
        </time>
        {review.written_in === locale ? null : (
          <>
            {' · '}
            <span>{t(`product.review_translated.${review.written_in}`)}</span>
          </>
        )}
      </p>
    </article>
  );
}

/**
 * The product's reviews, rendered on the server: their average and count (the product's rating),
 * how many gave each number of stars, the newest reviews in the storefront's language, and a
 * button that brings the next ones.
 */
export function ProductReviews({ product }: { product: Pick<ProductDetail, 'id' | 'rating'> }) {
  const { t } = useStrings();
  const scope = useQueryScope();
  const { locale } = scope;
  const query = useInfiniteQuery(productReviewsQuery(scope, product.id));
  const pages = query.data?.pages ?? [];
  const reviews = pages.flatMap((page) => page.reviews);
  const { score, count } = product.rating;
  const shownScore = formatRating(score, locale);
  return (
    <section id={REVIEWS_ID} className="product-reviews" aria-labelledby={`${REVIEWS_ID}-title`}>
      <h2 id={`${REVIEWS_ID}-title`}>{t('product.reviews')}</h2>
      {count === 0 ? (
        <p>{t('product.no_reviews')}</p>
      ) : (
        <>
          <div className="product-reviews__summary">
            <p className="product-reviews__score">
              <span className="product-reviews__average" aria-hidden="true">
                {shownScore}
              </span>
              <StarRating
                score={score}
                size={20}
                label={t('product.score', { score: shownScore })}
              />
              <span>{t('product.rating', { score: shownScore, count })}</span>
            </p>
            {pages[0] ? <StarCounts stars={pages[0].stars} count={count} /> : null}
          </div>
          <ol className="product-reviews__list">
            {reviews.map((review) => (
              <li key={review.id}>
                <ReviewItem review={review} locale={locale} />
              </li>
            ))}
          </ol>
          {query.hasNextPage ? (
            <button
              type="button"
              className="button product-reviews__more"
              disabled={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {t('product.reviews_more')}
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}
