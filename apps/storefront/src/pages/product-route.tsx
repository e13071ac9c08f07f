import {
  Breadcrumbs,
  JsonLdScript,
  breadcrumbJsonLd,
  productJsonLd,
  useStrings,
} from '@nordshop/catalog-ui';
import { Suspense } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { createRoute, redirect, useRouter } from '@tanstack/react-router';
import { useIncludeVat } from '../layout/use-include-vat';
import { screensRoute } from '../spine/screens-route';
import { productQuery, productReviewsQuery } from '../data/product-queries';
import {
  paramOf,
  useQueryScope,
  useRouteSearch,
  useRouterContext,
  useScreenParams,
  useStorefront,
} from '../routing/hooks';
import { KEEP_PLACE } from '../routing/keep-place';
import {
  ensureRouteQuery,
  loaderScope,
  useRouteQuery,
  type RouteQueryInput,
} from '../routing/route-query';
import { internalRoutePath } from '../routing/internal-path';
import { RouterLink, catalogLinks, pathOfUri, publicPathOf } from '../routing/use-links';
import { notFoundOn404 } from './category-route';
import { canonicalProductSlug, galleryPictures } from './product-images';
import { screenPath } from '../routing/screen-path';
import { productHead } from '../seo/catalog-head';
import { seoHead } from '../seo/route-head';
import { ReviewWidgetSection } from '../reviews/review-widget-section';
import { ProductBuyBox } from './product-buy-box';
import {
  RecentlyViewedSection,
  UpsellSection,
  useRecordProductView,
  useTrackViewItem,
} from './product-extras';
import { ProductGallery } from './product-gallery';
import { ProductReviews } from './product-reviews';
import { ProductSearchSchema, chosenVariation, shownImages } from './product-variation';

/** The product page's query: the product of the slug in its path. */
const productPageQuery = ({ scope, params }: RouteQueryInput<unknown>) =>
  productQuery(scope, params['slug'] ?? '');

/** /produkt/{slug}: the product page. */
export const productRoute = createRoute({
  getParentRoute: () => screensRoute,
  path: internalRoutePath('product'),
  staticData: { screen: 'product' },
  validateSearch: ProductSearchSchema,
  loader: async ({ context, params, deps }) => {
    const product = await ensureRouteQuery(context, { params, deps }, productPageQuery).catch(
      notFoundOn404,
    );
    // The first reviews render with the page; without them the page still shows (they load later).
    await context.queryClient
      .ensureInfiniteQueryData(productReviewsQuery(loaderScope(context), product.id))
      .catch(() => undefined);
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
  const { variant } = useRouteSearch(productRoute);
  const { code: locale } = useStorefront();
  const links = catalogLinks(locale);
  const context = useRouterContext();
  const scope = useQueryScope();
  const router = useRouter();
  const { slug = product.slug } = useScreenParams();
  useRecordProductView(product.id);
  const { origin } = context;
  const includeVat = useIncludeVat();
  useTrackViewItem(product, locale, includeVat);
  // The reviews section loads them; the page's JSON-LD names the ones it shows first.
  const reviews = useInfiniteQuery({ ...productReviewsQuery(scope, product.id), enabled: false });
  const variation = chosenVariation(product, variant);
  const pictures = galleryPictures(
    shownImages(product, variation),
    variation?.thumb ?? product.thumb,
  );
  // The choice goes into the URL, so the link shows that colour; the page stays where it is.
  const chooseVariation = (sku: string) =>
    void router.navigate({
      to: screenPath('product', { slug }, locale),
      search: (previous: Record<string, unknown>) => ({ ...previous, variant: sku }),
      replace: true,
      resetScroll: false,
      state: (previous) => ({ ...previous, ...KEEP_PLACE }),
    });
  const crumbs = [
    { name: t('general.home'), href: links.home() },
    ...product.category_path.map((c) => ({ name: c.name, href: pathOfUri(c.uri, locale) })),
    { name: product.name, href: links.product(product) },
  ];

  return (
    <main className="product-page">
      <Breadcrumbs items={crumbs} linkComponent={RouterLink} />
      <JsonLdScript
        data={productJsonLd(
          product,
          locale,
          publicPathOf(links.product(product), context),
          origin,
          reviews.data?.pages[0]?.reviews ?? [],
        )}
      />
      <JsonLdScript
        data={breadcrumbJsonLd(
          crumbs.map((c) => ({ ...c, href: publicPathOf(c.href, context) })),
          origin,
        )}
      />
      <div className="product-page__layout">
        <ProductGallery
          key={variation?.sku ?? product.sku}
          pictures={pictures}
          alt={[product.prefix, variation?.name ?? product.name].filter(Boolean).join(' ')}
        />
        <ProductBuyBox
          product={product}
          variation={variation}
          onChooseVariation={chooseVariation}
        />
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
      {/* A region of its own: the reviews hydrate and commit apart from the product above. */}
      <Suspense fallback={null}>
        <ProductReviews product={product} />
      </Suspense>
      <UpsellSection product={product} />
      <ReviewWidgetSection product={product} />
      <RecentlyViewedSection product={product} />
    </main>
  );
}
