import type { ProductDetail } from '@nordshop/api-contract';
import { StarRating, useStrings } from '@nordshop/catalog-ui';
import { formatRating } from '@nordshop/locale-config';
import { useStorefront } from '../routing/hooks';

/** The shop's own review summary: the score and the number of reviews of the product. */
export default function ReviewWidget({ product }: { product: ProductDetail }) {
  const { t } = useStrings();
  const { code: locale } = useStorefront();
  const { score, count } = product.rating;
  return (
    <div className="review-widget">
      <h2>{t('product.reviews')}</h2>
      {count > 0 ? (
        <p>
          <StarRating
            score={score}
            size={20}
            label={t('product.score', { score: formatRating(score, locale) })}
          />{' '}
          {t('product.rating', { score: formatRating(score, locale), count })}
        </p>
      ) : (
        <p>{t('product.no_reviews')}</p>
      )}
    </div>
  );
}
