import type { DetailVariation, ProductDetail } from '@nordshop/api-contract';
import {
  Price,
  SocialProof,
  StarRating,
  StockStatus,
  TierPriceTable,
  useStrings,
} from '@nordshop/catalog-ui';
import { SPIN_BUTTON, clampQuantity, isPurchasable } from '@nordshop/cart-domain';
import { formatRating } from '@nordshop/locale-config';
import { useState } from 'react';
import { useIncludeVat } from '../layout/use-include-vat';
import { claimBuyForm } from '../taps/claim-buy-form';
import { useRenderedToday, useStorefront } from '../routing/hooks';
import { REVIEWS_ID } from './product-reviews';
import { useAddToCart } from './use-add-to-cart';
import { useShowStockDates } from './use-show-stock-dates';
import { VariationPicker } from './variation-picker';

/**
 * The product page's buy box: brand and name, the rating (a link to the reviews), the price of
 * the product or of its chosen variation, social proof, tiers, stock, the variation picker, the
 * quantity and the add button, and the SKU.
 */
export function ProductBuyBox({
  product,
  variation,
  onChooseVariation,
}: {
  product: ProductDetail;
  variation: DetailVariation | undefined;
  onChooseVariation: (sku: string) => void;
}) {
  const { t } = useStrings();
  const { code: locale, display_settings: displaySettings } = useStorefront();
  const includeVat = useIncludeVat();
  const today = useRenderedToday();
  const showDates = useShowStockDates();
  const addToCart = useAddToCart();
  const [quantity, setQuantity] = useState(1);
  const source = variation ?? product;
  // A product (or chosen variation) out of stock offers no quantity and no add button.
  const purchasable = isPurchasable(source);
  const score = formatRating(product.rating.score, locale);
  return (
    <section className="product-page__buy">
      <p className="product-page__prefix">{product.prefix}</p>
      <h1>{product.name}</h1>
      {product.rating.count > 0 ? (
        <p className="product-page__rating">
          <StarRating score={product.rating.score} label={t('product.score', { score })} />{' '}
          <a href={`#${REVIEWS_ID}`}>
            {t('product.rating', { score, count: product.rating.count })}
          </a>
        </p>
      ) : null}
      <Price
        prices={source.prices}
        vat={source.vat}
        locale={locale}
        includeVat={includeVat}
        vatNote
      />
      {product.social_proof ? (
        <SocialProof stats={product.social_proof} settings={displaySettings} />
      ) : null}
      <TierPriceTable
        prices={source.prices}
        vat={source.vat}
        locale={locale}
        includeVat={includeVat}
      />
      <StockStatus
        stockStatus={source.stock_status}
        estimatedAt={source.estimated_at}
        showDates={showDates}
        today={today}
        placement="product"
        locale={locale}
      />
      {purchasable || product.variations.length > 0 ? (
        // A buy form: without JavaScript it posts the SKU (the chosen variation's radio button or
        // the hidden field) and quantity to this page (the server adds them through `atc`); a tap
        // before the page's code runs is kept.
        <form
          ref={claimBuyForm}
          method="post"
          className="product-page__form"
          data-buy=""
          onSubmit={(event) => {
            event.preventDefault();
            if (purchasable) addToCart(product, { quantity, ...(variation ? { variation } : {}) });
          }}
        >
          {product.variations.length > 0 ? (
            <VariationPicker
              product={product}
              chosen={variation?.sku}
              onChoose={onChooseVariation}
            />
          ) : (
            <input type="hidden" name="sku" value={product.sku} />
          )}
          {purchasable ? (
            <>
              <label className="product-page__field product-page__quantity">
                <span>{t('product.quantity')}</span>
                <input
                  type="number"
                  name="quantity"
                  inputMode="numeric"
                  min={1}
                  max={product.max_order_quantity ?? SPIN_BUTTON.defaultMax}
                  step={1}
                  value={quantity}
                  onChange={(event) =>
                    setQuantity(
                      clampQuantity(
                        event.target.value,
                        product.max_order_quantity ?? SPIN_BUTTON.defaultMax,
                      ),
                    )
                  }
                />
              </label>
              <button type="submit" className="button button--primary">
                {t('product.add_to_cart')}
              </button>
            </>
          ) : null}
        </form>
      ) : null}
      <p className="product-page__sku">
        {t('product.sku')}: {source.sku}
      </p>
    </section>
  );
}
