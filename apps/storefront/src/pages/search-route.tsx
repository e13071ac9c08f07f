import type { ProductsResponse } from '@nordshop/api-contract';
import { Breadcrumbs } from '@nordshop/catalog-ui';
import { createRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { searchParser, textParam } from '../routing/search-params';
import { localeRoute } from '../routes/locale-route';
import { useRouteData, useStorefront } from '../routing/hooks';
import { internalRoutePath } from '../routing/internal-path';
import { RouterLink, catalogLinks } from '../routing/use-links';
import { searchHead } from '../seo/catalog-head';
import { seoHead } from '../seo/route-head';
import { StorefrontProductGrid } from './storefront-product-grid';

const SearchPageSchema = searchParser({ q: textParam({ max: 100, min: 0 }) });

type SearchData =
  | (ProductsResponse & { records: number; q: string })
  | { products: []; categories: []; records: 0; q: string };

/** /sok?q=…: the search results page, with the count of x-be-records. */
export const searchRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: internalRoutePath('search'),
  staticData: { screen: 'search' },
  validateSearch: SearchPageSchema,
  loaderDeps: ({ search }) => ({ q: search.q ?? '' }),
  loader: async ({ context, deps }): Promise<SearchData> => {
    const q = deps.q.trim();
    if (q.length < 2) return { products: [], categories: [], records: 0, q };
    const result = await context.apiFor(context.locale).searchProducts({ query: q, limit: 48 });
    return { ...result, q };
  },
  head: seoHead<SearchData>((data, env) => searchHead(data.q, env)),
  component: SearchPage,
});

function SearchPage() {
  const { t } = useTranslation();
  const data = useRouteData<SearchData>(searchRoute);
  const { code: locale } = useStorefront();
  const links = catalogLinks(locale);
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
        <p className="listing__count">{t('listing.products_count', { count: data.records })}</p>
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
      <StorefrontProductGrid
        products={data.products}
        placement="listing"
        headingLevel={2}
        emptyText={t('general.no_products_found')}
      />
    </main>
  );
}
