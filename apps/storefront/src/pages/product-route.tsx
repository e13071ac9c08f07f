import type { Variation } from '@nordshop/api-contract';
import {
  Breadcrumbs,
  JsonLdScript,
  Price,
  SocialProof,
  StarRating,
  StockStatus,
  TierPriceTable,
  breadcrumbJsonLd,
  productJsonLd,
  useStrings,
} from '@nordshop/catalog-ui';
import { clampQuantity, isPurchasable } from '@nordshop/cart-domain';
import { formatRating } from '@nordshop/locale-config';
import { createRoute, redirect } from '@tanstack/react-router';
import { useState } from 'react';
import { useIncludeVat } from '../layout/use-include-vat';
import { screensRoute } from '../spine/screens-route';
import { productQuery } from '../data/product-queries';
import { paramOf, useRenderedToday, useRouterContext, useStorefront } from '../routing/hooks';
import { ensureRouteQuery, useRouteQuery, type RouteQueryInput } from '../routing/route-query';
import { internalRoutePath } from '../routing/internal-path';
import { RouterLink, catalogLinks, pathOfUri, publicPathOf } from '../routing/use-links';
import { notFoundOn404 } from './category-route';
import { canonicalProductSlug, galleryImages } from './product-images';
import { screenPath } from '../routing/screen-path';
import { productHead } from '../seo/catalog-head';
import { seoHead } from '../seo/route-head';
import { ReviewWidgetSection } from '../reviews/review-widget-section';
import {
  RecentlyViewedSection,
  UpsellSection,
  useRecordProductView,
  useTrackViewItem,
} from './product-extras';
import { claimBuyForm } from '../taps/claim-buy-form';
import { useAddToCart } from './use-add-to-cart';
import { useShowStockDates } from './use-show-stock-dates';

/** The product page's query: the product of the slug in its path. */
const productPageQuery = ({ scope, params }: RouteQueryInput<unknown>) =>
  productQuery(scope, params['slug'] ?? '');

/** /produkt/{slug}: the product page. */
export const productRoute = createRoute({
  getParentRoute: () => screensRoute,
  path: internalRoutePath('product'),
  staticData: { screen: 'product' },
  loader: async ({ context, params, deps }) => {
    const product = await ensureRouteQuery(context, { params, deps }, productPageQuery).catch(
      notFoundOn404,
    );
    const slug = paramOf(params, 'slug');
    const ownSlug = canonicalProductSlug(product, slug);
    // A slug of another storefront (the locale switcher keeps slugs) leads to this storefront's own.
    if (ownSlug !== slug)
      throw redirect({
        to: screenPath('product', { slug: ownSlug }, context.locale),
        statusCode: 301,
      });
  },
  head: seoHead(productPageQuery, productHead),
  component: ProductPage,
});

function ProductPage() {
  const { t } = useStrings();
  const product = useRouteQuery(productPageQuery);
  const { code: locale, display_settings: displaySettings } = useStorefront();
  const links = catalogLinks(locale);
  const context = useRouterContext();
  useRecordProductView(product.id);
  const { origin } = context;
  const includeVat = useIncludeVat();
  useTrackViewItem(product, locale, includeVat);
  const today = useRenderedToday();
  const showDates = useShowStockDates();
  const addToCart = useAddToCart();
  const [variationSku, setVariationSku] = useState(
    product.selected_sku ?? product.variations[0]?.sku,
  );
  const [quantity, setQuantity] = useState(1);
  const variation: Variation | undefined = product.variations.find((v) => v.sku === variationSku);
  const source = variation ?? product;
  // A product (or chosen variation) out of stock offers no quantity and no add button.
  const purchasable = isPurchasable(source);
  const images = galleryImages(product);
  const crumbs = [
    { name: t('general.home'), href: links.home() },
    ...product.category_path.map((c) => ({ name: c.name, href: pathOfUri(c.uri, locale) })),
    { name: product.name, href: links.product(product) },
  ];

  return (
    <main className="product-page">
      <Breadcrumbs items={crumbs} linkComponent={RouterLink} />
      <JsonLdScript
        data={productJsonLd(product, locale, publicPathOf(links.product(product), context), origin)}
      />
      <JsonLdScript
        data={breadcrumbJsonLd(
          crumbs.map((c) => ({ ...c, href: publicPathOf(c.href, context) })),
          origin,
        )}
      />
      <div className="product-page__layout">
        <section className="product-page__gallery" aria-label={t('product.images')}>
          {images.map((image, i) => (
            <img
              key={image.url}
              src={image.url}
              width={image.width}
              height={image.height}
              alt={i === 0 ? `${product.prefix} ${product.name}` : ''}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : undefined}
            />
          ))}
        </section>
        <section className="product-page__buy">
          <p className="product-page__prefix">{product.prefix}</p>
          <h1>{product.name}</h1>
          {product.rating.count > 0 ? (
            <p className="product-page__rating">
              <StarRating
                score={product.rating.score}
                label={t('product.score', { score: formatRating(product.rating.score, locale) })}
              />{' '}
              {t('product.rating', {
                score: formatRating(product.rating.score, locale),
                count: product.rating.count,
              })}
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
            // A buy form: without JavaScript it posts the SKU and quantity to this page (the
            // server adds them through `atc`); a tap before the page's code runs is kept.
            <form
              ref={claimBuyForm}
              method="post"
              className="product-page__form"
              data-buy=""
              onSubmit={(event) => {
                event.preventDefault();
                if (purchasable)
                  addToCart(product, { quantity, ...(variation ? { variation } : {}) });
              }}
            >
              {product.variations.length > 0 ? (
                <label className="product-page__field">
                  <span>{t('product.choose_variant')}</span>
                  <select
                    name="sku"
                    value={variationSku}
                    onChange={(event) => setVariationSku(event.target.value)}
                  >
                    {product.variations.map((v) => (
                      <option key={v.sku} value={v.sku}>
                        {v.name}
                      </option>
                    ))}
                  </select>
                </label>
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
                      max={product.max_order_quantity ?? 100}
                      step={1}
                      value={quantity}
                      onChange={(event) =>
                        setQuantity(
                          clampQuantity(event.target.value, product.max_order_quantity ?? 100),
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
      </div>
      <section className="product-page__description">
        <h2>{t('product.description')}</h2>
        <p>{product.description}</p>
        {product.brand ? (
          <p>
            <RouterLink href={links.brand(product.brand.slug)}>{product.brand.name}</RouterLink>
          </p>
        ) : null}
        {product.tags.length > 0 ? (
          <ul className="product-page__tags">
            {product.tags.map((tag) => (
              <li key={tag.slug}>
                <RouterLink href={links.tag(tag.slug)}>{tag.name}</RouterLink>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <UpsellSection product={product} />
      <ReviewWidgetSection product={product} />
      <RecentlyViewedSection product={product} />
    </main>
  );
}
