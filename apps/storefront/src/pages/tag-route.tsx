import type { TagListingResponse } from '@nordshop/api-contract';
import { createRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { localeRoute } from '../routes/locale-route';
import { paramOf, useRouteData, useRouteSearch, useStorefront } from '../routing/hooks';
import { internalRoutePath } from '../routing/internal-path';
import { catalogLinks } from '../routing/use-links';
import { notFoundOn404 } from './category-route';
import { ListingPage } from './listing-page';
import { LISTING_PAGE_SIZE, ListingSearchSchema, type ListingSearch } from './listing-search';

/** /produkt-tagg/{slug}: every product with a tag. */
export const tagRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: internalRoutePath('product-tag'),
  staticData: { screen: 'product-tag' },
  validateSearch: ListingSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) =>
    context
      .apiFor(context.locale)
      .tagListing(paramOf(params, 'slug'), { page: deps.page ?? 1, per_page: LISTING_PAGE_SIZE, sort: deps.sort ?? 'popular' })
      .catch(notFoundOn404),
  head: ({ loaderData }) => ({ meta: loaderData ? [{ title: (loaderData).tag.name }] : [] }),
  component: function TagPage() {
    const { t } = useTranslation();
    const data = useRouteData<TagListingResponse>(tagRoute);
    const search = useRouteSearch<ListingSearch>(tagRoute);
    const { code: locale } = useStorefront();
    const links = catalogLinks(locale);
    return (
      <ListingPage
        title={data.tag.name}
        breadcrumbs={[{ name: t('general.home'), href: links.home() }, { name: data.tag.name, href: links.tag(data.tag.slug) }]}
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
