import type { ListingCard } from '@nordshop/api-contract';
import { ProductGrid } from '@nordshop/catalog-ui';
import { useIncludeVat } from '../layout/use-include-vat';
import { useRenderedToday, useStorefront } from '../routing/hooks';
import { RouterLink, catalogLinks } from '../routing/use-links';
import { claimBuyForm } from '../taps/claim-buy-form';
import { useAddToCart } from './use-add-to-cart';
import { useShowStockDates } from './use-show-stock-dates';

/**
 * The product grid as every page of this storefront shows it: localized links, the VAT display,
 * today's date of the render (delivery estimates), the stock_dates experiment and add to cart.
 */
export function StorefrontProductGrid({
  products,
  placement,
  emptyText,
  headingLevel = 3,
}: {
  products: readonly ListingCard[];
  /** The home page shows only the end date of a delivery range. */
  placement: 'home' | 'listing';
  emptyText?: string;
  /** 2 on a page whose h1 the products follow directly (listings, search), else 3 (under an h2). */
  headingLevel?: 2 | 3;
}) {
  const { code: locale } = useStorefront();
  const includeVat = useIncludeVat();
  const today = useRenderedToday();
  const showDates = useShowStockDates();
  const addToCart = useAddToCart();
  return (
    <ProductGrid
      products={products}
      productHref={catalogLinks(locale).product}
      locale={locale}
      includeVat={includeVat}
      today={today}
      showDates={showDates}
      placement={placement}
      headingLevel={headingLevel}
      onAddToCart={(product) => addToCart(product)}
      buyFormRef={claimBuyForm}
      {...(emptyText ? { emptyText } : {})}
      linkComponent={RouterLink}
    />
  );
}
