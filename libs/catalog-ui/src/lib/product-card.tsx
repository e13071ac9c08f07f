import type { ListingCard } from '@nordshop/api-contract';
import { formatRating, type IsoDate, type LocaleCode } from '@nordshop/locale-config';
import { useId, type Ref } from 'react';
import { useStrings } from './use-strings';
import { addFromListingAction } from './add-from-listing-action';
import { PlainLink, type LinkComponent } from './link';
import { Price } from './price';
import { priceView } from './price-view';
import { StarRating } from './star-rating';
import { StockStatus } from './stock-status';
import { keepUnitsTogether } from './non-breaking-units';

/** Props of {@link ProductCard}. */
export interface ProductCardProps {
  /** The product as listings hold it (every API product card is one). */
  readonly product: ListingCard;
  /** The localized product page URL. */
  readonly href: string;
  readonly locale: LocaleCode;
  readonly includeVat: boolean;
  /** Today in the storefront's time zone (YYYY-MM-DD), for delivery dates. */
  readonly today: IsoDate;
  /** The stock_dates experiment: show delivery date ranges. */
  readonly showDates?: boolean;
  /** Where the card stands; on the home page a delivery range shows only its end date. */
  readonly placement?: 'home' | 'listing';
  /** Called with the product when the shopper adds it (only products without variations). */
  readonly onAddToCart: (product: ListingCard) => void;
  /**
   * Ref of the buy form (`form[data-buy]`), e.g. for the page to claim the taps it kept before
   * its code ran.
   */
  readonly buyFormRef?: Ref<HTMLFormElement>;
  /** Heading level of the product name (default 3). */
  readonly headingLevel?: 2 | 3 | 4;
  /** Load the thumbnail at once (cards above the fold); others load lazily. */
  readonly eager?: boolean;
  readonly linkComponent?: LinkComponent;
}

/**
 * A product in a listing, the search results or on the home page: thumbnail, prefix and name
 * (linking to the product page), price, stock, rating with score, 'new' and campaign badges, and
 * a buy control chosen by {@link addFromListingAction}: a buy form whose button calls
 * `onAddToCart` (without JavaScript it posts the SKU to the page, whose server adds it through the
 * `atc` parameter), a link to the product page for products with variations, or none for a product
 * out of stock (its stock status says so).
 */
export function ProductCard(props: ProductCardProps) {
  const {
    product,
    href,
    locale,
    includeVat,
    today,
    showDates = false,
    placement = 'listing',
    onAddToCart,
    buyFormRef,
    headingLevel = 3,
    eager = false,
  } = props;
  const Link = props.linkComponent ?? PlainLink;
  const { t } = useStrings();
  const nameId = useId();
  const Heading = `h${headingLevel}` as const;
  const campaign = priceView(product.prices, product.vat, locale, includeVat)?.campaign;
  const action = addFromListingAction(product);
  return (
    <article className="ns-product-card" aria-labelledby={nameId}>
      <img
        className="ns-product-card__image"
        src={product.thumb.url}
        width={product.thumb.width}
        height={product.thumb.height}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      {product.is_new || campaign ? (
        <p className="ns-product-card__badges">
          {product.is_new ? (
            <span className="ns-badge ns-badge--new">{t('product.new')}</span>
          ) : null}
          {campaign ? (
            <span className="ns-badge ns-badge--campaign">{t('product.campaign')}</span>
          ) : null}
        </p>
      ) : null}
      <Heading className="ns-product-card__name" id={nameId}>
        <Link href={href} className="ns-product-card__link">
          {product.prefix ? (
            <>
              <span className="ns-product-card__prefix">{product.prefix}</span>{' '}
            </>
          ) : null}
          {keepUnitsTogether(product.name)}
        </Link>
      </Heading>
      <Price
        prices={product.prices}
        vat={product.vat}
        variations={product.variations}
        locale={locale}
        includeVat={includeVat}
        className="ns-product-card__price"
      />
      {product.score > 0 ? (
        <p className="ns-product-card__rating">
          <StarRating
            score={product.score}
            label={t('product.score', { score: formatRating(product.score, locale) })}
          />
          <span aria-hidden="true">{formatRating(product.score, locale)}</span>
        </p>
      ) : null}
      <StockStatus
        stockStatus={product.stock_status}
        estimatedAt={product.estimated_at}
        showDates={showDates}
        today={today}
        placement={placement}
        locale={locale}
        className="ns-product-card__stock"
      />
      {action.type === 'add' ? (
        <form
          ref={buyFormRef}
          method="post"
          className="ns-product-card__form"
          data-buy=""
          onSubmit={(event) => {
            event.preventDefault();
            onAddToCart(product);
          }}
        >
          <input type="hidden" name="sku" value={product.sku} />
          <button
            type="submit"
            className="ns-button ns-product-card__buy"
            aria-describedby={nameId}
          >
            {t('product.add_to_cart')}
          </button>
        </form>
      ) : action.type === 'open-product' ? (
        <Link href={href} className="ns-button ns-product-card__buy" aria-describedby={nameId}>
          {t('product.choose_variant')}
        </Link>
      ) : null}
    </article>
  );
}
