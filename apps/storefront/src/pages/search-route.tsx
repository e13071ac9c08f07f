import { Breadcrumbs, searchCountLabel, useStrings } from '@nordshop/catalog-ui';
import { createRoute } from '@tanstack/react-router';
import { screensRoute } from '../spine/screens-route';
import { searchPageQuery, type SearchPageQuery } from '../data/listing-queries';
import { useStorefront } from '../routing/hooks';
import { useRouteDeps } from '../routing/router-boundary';
import { ensureRouteQuery, useRouteQuery, type RouteQueryInput } from '../routing/route-query';
import { internalRoutePath } from '../routing/internal-path';
import { RouterLink, catalogLinks } from '../routing/use-links';
import { searchHead } from '../seo/catalog-head';
import { seoHead } from '../seo/route-head';
import { LISTING_PAGE_SIZE, SearchPageSchema, pageCount } from '../data/listing-search';
import { Pagination } from './pagination';
import { StorefrontProductGrid } from './storefront-product-grid';

/** The search page's query: the results of its trimmed text and page. */
const searchRouteQuery = ({ scope, deps }: RouteQueryInput<SearchPageQuery>) =>
  searchPageQuery(scope, { q: deps.q.trim(), page: deps.page });

/**
 * /sok?q=…&page=N: the search results page, paged like the listings, with the count of
 * x-be-records; when no product matched every word (x-be-match: partial), a note above the grid
 * says that these are the nearest matches.
 */
export const searchRoute = createRoute({
  getParentRoute: () => screensRoute,
  path: internalRoutePath('search'),
  staticData: { screen: 'search' },
  validateSearch: SearchPageSchema,
  loaderDeps: ({ search }) => ({ q: search.q ?? '', page: search.page ?? 1 }),
  loader: async ({ context, params, deps }) => {
    await ensureRouteQuery(context, { params, deps }, searchRouteQuery);
  },
  head: seoHead(searchRouteQuery, (data, env) => searchHead(data.q, env)),
  component: SearchPage,
});

function SearchPage() {
  const { t } = useStrings();
  const data = useRouteQuery(searchRouteQuery, useRouteDeps(searchRoute));
  const { code: locale } = useStorefront();
  const links = catalogLinks(locale);
  const count = searchCountLabel(data.records);
  return (
    <main className="listing">
      <Breadcrumbs
        items={[
          { name: t('general.home'), href: links.home() },
          { name: t('general.search'), href: links.search() },
        ]}
        linkComponent={RouterLink}
      />
      <h1>{data.q ? t('general.search_results_for', { query: data.q }) : t('general.search')}</h1>
      {data.q.length >= 2 ? (
        <p className="listing__count">{t(count.key, { count: count.count })}</p>
      ) : null}
      {data.categories.length > 0 ? (
        <nav className="listing__subcategories" aria-label={t('listing.search_categories')}>
          <ul>
            {data.categories.map((category) => (
              <li key={category.uri}>
                <RouterLink href={links.searchCategory(category)}>
                  {category.hierarchy.join(' › ')}
                </RouterLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {data.partial && data.products.length > 0 ? (
        <p className="listing__partial">{t('general.search_partial_results')}</p>
      ) : null}
      <StorefrontProductGrid
        products={data.products}
        placement="listing"
        headingLevel={2}
        emptyText={t('general.no_products_found')}
      />
      <Pagination
        path={links.search()}
        params={{ q: data.q }}
        page={data.page}
        pages={pageCount(data.records, LISTING_PAGE_SIZE)}
      />
    </main>
  );
}
