import { createRoute } from '@tanstack/react-router';
import { useStrings } from '@nordshop/catalog-ui';
import { screensRoute } from '../spine/screens-route';
import { brandListingQuery } from '../data/listing-queries';
import { useRouteSearch, useStorefront } from '../routing/hooks';
import { useRouteDeps } from '../routing/router-boundary';
import { ensureRouteQuery, useRouteQuery, type RouteQueryInput } from '../routing/route-query';
import { internalRoutePath } from '../routing/internal-path';
import { catalogLinks } from '../routing/use-links';
import { notFoundOn404 } from './category-route';
import { brandHead } from '../seo/catalog-head';
import { seoHead } from '../seo/route-head';
import { ListingPage } from './listing-page';
import { ListingSearchSchema, type ListingSearch } from '../data/listing-search';

/** The brand page's query: the listing of the brand in its path, by its search. */
const brandPageQuery = ({ scope, params, deps }: RouteQueryInput<ListingSearch>) =>
  brandListingQuery(scope, params['slug'] ?? '', deps);

/** /varumarke/{slug}: every product of a brand. */
export const brandRoute = createRoute({
  getParentRoute: () => screensRoute,
  path: internalRoutePath('brand'),
  staticData: { screen: 'brand' },
  validateSearch: ListingSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps }) => {
    await ensureRouteQuery(context, { params, deps }, brandPageQuery).catch(notFoundOn404);
  },
  head: seoHead(brandPageQuery, brandHead),
  component: function BrandPage() {
    const { t } = useStrings();
    const data = useRouteQuery(brandPageQuery, useRouteDeps(brandRoute));
    const search = useRouteSearch(brandRoute);
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
