import type { ListingCard } from '@nordshop/api-contract';
import { Breadcrumbs, type BreadcrumbItem, useStrings } from '@nordshop/catalog-ui';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { RouterLink } from '../routing/use-links';
import { LISTING_SORTS, pageCount, type ListingSearch } from '../data/listing-search';
import { Pagination } from './pagination';
import { StorefrontProductGrid } from './storefront-product-grid';

/** What a listing page shows. */
export interface ListingPageProps {
  readonly title: string;
  readonly description?: string | undefined;
  readonly breadcrumbs: readonly BreadcrumbItem[];
  readonly products: readonly ListingCard[];
  readonly total: number;
  readonly page: number;
  readonly perPage: number;
  readonly search: ListingSearch;
  /** The router path of this listing, for paging and sorting links. */
  readonly path: string;
  /** Above the grid: subcategories, phone-model filter. */
  readonly filters?: ReactNode;
}

/** A category, brand or tag listing: breadcrumbs, heading, sorting, the product grid and paging. */
export function ListingPage(props: ListingPageProps) {
  const { t } = useStrings();
  const navigate = useNavigate();
  const sort = props.search.sort ?? 'popular';

  return (
    <main className="listing">
      <Breadcrumbs items={[...props.breadcrumbs]} linkComponent={RouterLink} />
      <h1>{props.title}</h1>
      {props.description ? <p className="listing__description">{props.description}</p> : null}
      {props.filters}
      <div className="listing__toolbar">
        <p className="listing__count">{t('listing.products_count', { count: props.total })}</p>
        <form method="get" className="listing__sort">
          <label htmlFor="listing-sort">{t('listing.sort')}</label>
          <select
            id="listing-sort"
            name="sort"
            value={sort}
            onChange={(event) =>
              void navigate({
                to: props.path,
                search: { ...props.search, sort: event.target.value, page: undefined },
              })
            }
          >
            {LISTING_SORTS.map((option) => (
              <option key={option} value={option}>
                {t(`listing.sort.${option}`)}
              </option>
            ))}
          </select>
          {props.search.phone_model ? (
            <input type="hidden" name="phone_model" value={props.search.phone_model} />
          ) : null}
          <noscript>
            <button type="submit">{t('listing.apply')}</button>
          </noscript>
        </form>
      </div>
      <StorefrontProductGrid
        products={props.products}
        placement="listing"
        headingLevel={2}
        emptyText={t('listing.empty')}
      />
      <Pagination
        path={props.path}
        params={{ sort: props.search.sort, phone_model: props.search.phone_model }}
        page={props.page}
        pages={pageCount(props.total, props.perPage)}
      />
    </main>
  );
}
