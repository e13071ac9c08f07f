import { createRoute, redirect } from '@tanstack/react-router';
import { useStrings } from '@nordshop/catalog-ui';
import { screensRoute } from '../spine/screens-route';
import { tagListingQuery } from '../data/listing-queries';
import { paramOf, useRouteSearch, useStorefront } from '../routing/hooks';
import { useRouteDeps } from '../routing/router-boundary';
import { ensureRouteQuery, useRouteQuery, type RouteQueryInput } from '../routing/route-query';
import { internalRoutePath } from '../routing/internal-path';
import { catalogLinks } from '../routing/use-links';
import { notFoundOn404 } from './category-route';
import { screenPath } from '../routing/screen-path';
import { tagHead } from '../seo/catalog-head';
import { seoHead } from '../seo/route-head';
import { ListingPage } from './listing-page';
import { ListingSearchSchema, type ListingSearch } from '../data/listing-search';

/** The tag page's query: the listing of the tag in its path, by its search. */
const tagPageQuery = ({ scope, params, deps }: RouteQueryInput<ListingSearch>) =>
  tagListingQuery(scope, params['slug'] ?? '', deps);

/** /produkt-tagg/{slug}: every product with a tag. */
export const tagRoute = createRoute({
  getParentRoute: () => screensRoute,
  path: internalRoutePath('product-tag'),
  staticData: { screen: 'product-tag' },
  validateSearch: ListingSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps }) => {
    const slug = paramOf(params, 'slug');
    const listing = await ensureRouteQuery(context, { params, deps }, tagPageQuery).catch(
      notFoundOn404,
    );
    // Another storefront's slug (the locale switcher keeps it) leads to this storefront's own.
    if (listing.tag.slug !== slug)
      throw redirect({
        to: screenPath('product-tag', { slug: listing.tag.slug }, context.locale),
        search: deps,
        statusCode: 301,
      });
  },
  head: seoHead(tagPageQuery, tagHead),
  component: function TagPage() {
    const { t } = useStrings();
    const data = useRouteQuery(tagPageQuery, useRouteDeps(tagRoute));
    const search = useRouteSearch(tagRoute);
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
