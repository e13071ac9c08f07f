import type { TagListingResponse } from '@nordshop/api-contract';
import { createRoute, redirect } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { screensRoute } from '../routes/screens-route';
import { paramOf, useRouteData, useRouteSearch, useStorefront } from '../routing/hooks';
import { internalRoutePath } from '../routing/internal-path';
import { catalogLinks } from '../routing/use-links';
import { notFoundOn404 } from './category-route';
import { screenPath } from '../routing/screen-path';
import { tagHead } from '../seo/catalog-head';
import { seoHead } from '../seo/route-head';
import { ListingPage } from './listing-page';
import { LISTING_PAGE_SIZE, ListingSearchSchema, type ListingSearch } from './listing-search';

/** /produkt-tagg/{slug}: every product with a tag. */
export const tagRoute = createRoute({
  getParentRoute: () => screensRoute,
  path: internalRoutePath('product-tag'),
  staticData: { screen: 'product-tag' },
  validateSearch: ListingSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps }) => {
    const slug = paramOf(params, 'slug');
    const listing = await context
      .apiFor(context.locale)
      .tagListing(slug, {
        page: deps.page ?? 1,
        per_page: LISTING_PAGE_SIZE,
        sort: deps.sort ?? 'popular',
      })
      .catch(notFoundOn404);
    // Another storefront's slug (the locale switcher keeps it) leads to this storefront's own.
    if (listing.tag.slug !== slug)
      throw redirect({
        to: screenPath('product-tag', { slug: listing.tag.slug }, context.locale),
        search: deps,
        statusCode: 301,
      });
    return listing;
  },
  head: seoHead<TagListingResponse>(tagHead),
  component: function TagPage() {
    const { t } = useTranslation();
    const data = useRouteData<TagListingResponse>(tagRoute);
    const search = useRouteSearch<ListingSearch>(tagRoute);
    const { code: locale } = useStorefront();
    const links = catalogLinks(locale);
    return (
      <ListingPage
        title={data.tag.name}
        breadcrumbs={[
          { name: t('general.home'), href: links.home() },
          { name: data.tag.name, href: links.tag(data.tag.slug) },
        ]}
        products={data.products}
        total={data.total}
        page={data.page}
        perPage={data.per_page}
        search={search}
        path={links.tag(data.tag.slug)}
      />
    );
  },
});
