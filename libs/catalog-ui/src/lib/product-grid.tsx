import type { ListingCard } from '@nordshop/api-contract';
import { useStrings } from './use-strings';
import { ProductCard, type ProductCardProps } from './product-card';

/** Id of the product grid: the anchor paging scrolls to (spec section 2, scroll behaviour). */
export const PRODUCT_GRID_ID = 'product-grid';

/** How many cards at the top of a grid load their image at once. */
export const EAGER_CARD_COUNT = 4;

/** Props of {@link ProductGrid}: the products plus what every card shares. */
export interface ProductGridProps extends Omit<ProductCardProps, 'product' | 'href' | 'eager'> {
  readonly products: readonly ListingCard[];
  /** The localized product page URL of a product. */
  readonly productHref: (product: ListingCard) => string;
  /** Accessible name of the grid, e.g. the category name. */
  readonly label?: string;
  /** Text shown when there are no products (default: general.no_products_found). */
  readonly emptyText?: string;
}

/** A grid of product cards with the anchor id 'product-grid', or its empty state. */
export function ProductGrid({
  products,
  productHref,
  label,
  emptyText,
  ...cardProps
}: ProductGridProps) {
  const { t } = useStrings();
  return (
    <section id={PRODUCT_GRID_ID} className="ns-product-grid" aria-label={label}>
      {products.length === 0 ? (
        <p className="ns-product-grid__empty">{emptyText ?? t('general.no_products_found')}</p>
      ) : (
        <ul className="ns-product-grid__list">
          {products.map((product, index) => (
            <li key={product.id} className="ns-product-grid__item">
              <ProductCard
                {...cardProps}
                product={product}
                href={productHref(product)}
                eager={index < EAGER_CARD_COUNT}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
