import { ApiRequestError } from '@nordshop/api-contract';
import { PhoneModelFilter, useStrings } from '@nordshop/catalog-ui';
import { createRoute, notFound, redirect } from '@tanstack/react-router';
import { screensRoute } from '../spine/screens-route';
import { categoryListingQuery } from '../data/listing-queries';
import { paramOf, useRouteSearch, useStorefront } from '../routing/hooks';
import { useRouteDeps } from '../routing/router-boundary';
import { ensureRouteQuery, useRouteQuery, type RouteQueryInput } from '../routing/route-query';
import { internalRoutePath } from '../routing/internal-path';
import { screenPath } from '../routing/screen-path';
import { RouterLink, catalogLinks } from '../routing/use-links';
import { categoryHead } from '../seo/catalog-head';
import { seoHead } from '../seo/route-head';
import { ListingPage } from './listing-page';
import { ListingSearchSchema, type ListingSearch } from '../data/listing-search';

/** A failed read of a missing entity becomes the spec's 404. */
export function notFoundOn404(err: unknown): never {
  if (err instanceof ApiRequestError && (err.status === 404 || err.status === 400))
    throw notFound();
  throw err;
}

/** The category page's query: the listing of the chain of slugs in its path, by its search. */
const categoryPageQuery = ({ scope, params, deps }: RouteQueryInput<ListingSearch>) =>
  categoryListingQuery(scope, params['_splat'] ?? '', deps);

/** /kategori/{chain of slugs}: the category listing with subcategories, phone models, paging and sorting. */
export const categoryRoute = createRoute({
  getParentRoute: () => screensRoute,
  path: internalRoutePath('product-category-all'),
  staticData: { screen: 'product-category-all' },
  validateSearch: ListingSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps }) => {
    const chain = paramOf(params, '_splat');
    const listing = await ensureRouteQuery(context, { params, deps }, categoryPageQuery).catch(
      notFoundOn404,
    );
    // Another storefront's slugs (the locale switcher keeps them) lead to this storefront's own.
    const ownChain = listing.category.hierarchy.map((entry) => entry.slug).join('/');
    if (ownChain !== chain)
      throw redirect({
        to: screenPath('product-category-all', { _splat: ownChain }, context.locale),
        search: deps,
        statusCode: 301,
      });
  },
  head: seoHead(categoryPageQuery, categoryHead),
  component: CategoryPage,
});

function CategoryPage() {
  const { t } = useStrings();
  const data = useRouteQuery(categoryPageQuery, useRouteDeps(categoryRoute));
  const search = useRouteSearch(categoryRoute);
  const { code: locale } = useStorefront();
  const links = catalogLinks(locale);
  const chain = data.category.hierarchy.map((h) => h.slug).join('/');
  const path = screenPath('product-category-all', { _splat: chain }, locale);
  const crumbs = [
    { name: t('general.home'), href: links.home() },
    ...data.category.hierarchy.map((h, i) => ({
      name: h.name,
      href: links.categoryPath(
        data.category.hierarchy
          .slice(0, i + 1)
          .map((x) => x.slug)
          .join('/'),
      ),
    })),
  ];
  return (
    <ListingPage
      title={data.category.name}
      breadcrumbs={crumbs}
      products={data.products}
      total={data.total}
      page={data.page}
      perPage={data.per_page}
      search={search}
      path={path}
      filters={
        <>
          {data.children.length > 0 ? (
            <nav className="listing__subcategories" aria-label={t('listing.subcategories')}>
              <ul>
                {data.children.map((child) => (
                  <li key={child.id}>
                    <RouterLink href={links.category(child)}>{child.name}</RouterLink>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <PhoneModelFilter
            groups={data.phone_model_groups}
            selected={search.phone_model}
            href={(model) => (model ? `${path}?phone_model=${model.slug}` : path)}
            linkComponent={RouterLink}
          />
        </>
      }
    />
  );
}
