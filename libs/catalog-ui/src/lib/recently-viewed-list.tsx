import { useStrings } from './use-strings';
import { PlainLink, type LinkComponent } from './link';
import type { RecentlyViewedProduct } from './recently-viewed';

/** Props of {@link RecentlyViewedList}. */
export interface RecentlyViewedListProps {
  readonly products: readonly RecentlyViewedProduct[];
  /** The localized URL of a product's page. */
  readonly productHref: (product: Pick<RecentlyViewedProduct, 'slug'>) => string;
  readonly linkComponent?: LinkComponent;
}

/** "Recently viewed": small linked cards, newest first; renders nothing for an empty list. */
export function RecentlyViewedList({
  products,
  productHref,
  linkComponent,
}: RecentlyViewedListProps) {
  const { t } = useStrings();
  if (products.length === 0) return null;
  const Link = linkComponent ?? PlainLink;
  return (
    <section className="ns-recently-viewed" aria-labelledby="ns-recently-viewed-title">
      <h2 id="ns-recently-viewed-title" className="ns-recently-viewed__title">
        {t('product.recently_viewed')}
      </h2>
      <ul className="ns-recently-viewed__list">
        {products.map((product) => (
          <li key={product.sku}>
            <Link href={productHref(product)} className="ns-recently-viewed__link">
              <img src={product.thumb.url} width={64} height={64} alt="" loading="lazy" />
              <span>{product.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
