import type { BrandListingResponse } from '@nordshop/api-contract';
import { createRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { screensRoute } from '../routes/screens-route';
import { paramOf, useRouteData, useRouteSearch, useStorefront } from '../routing/hooks';
import { internalRoutePath } from '../routing/internal-path';
import { catalogLinks } from '../routing/use-links';
import { notFoundOn404 } from './category-route';
import { brandHead } from '../seo/catalog-head';
import { seoHead } from '../seo/route-head';
import { ListingPage } from './listing-page';
import { LISTING_PAGE_SIZE, ListingSearchSchema, type ListingSearch } from './listing-search';

/** /varumarke/{slug}: every product of a brand. */
export const brandRoute = createRoute({
  getParentRoute: () => screensRoute,
  path: internalRoutePath('brand'),
  staticData: { screen: 'brand' },
  validateSearch: ListingSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) =>
    context
      .apiFor(context.locale)
      .brandListing(paramOf(params, 'slug'), {
        page: deps.page ?? 1,
        per_page: LISTING_PAGE_SIZE,
        sort: deps.sort ?? 'popular',
      })
      .catch(notFoundOn404),
  head: seoHead<BrandListingResponse>(brandHead),
  component: function BrandPage() {
    const { t } = useTranslation();
    const data = useRouteData<BrandListingResponse>(brandRoute);
    const search = useRouteSearch<ListingSearch>(brandRoute);
    const { code: locale } = useStorefront();
    const links = catalogLinks(locale);
    return (
      <ListingPage
        title={data.brand.name}
        description={data.brand.description}
        breadcrumbs={[
          { name: t('general.home'), href: links.home() },
          { name: data.brand.name, href: links.brand(data.brand.slug) },
        ]}
        products={data.products}
        total={data.total}
        page={data.page}
        perPage={data.per_page}
        search={search}
        path={links.brand(data.brand.slug)}
      />
    );
  },
});
