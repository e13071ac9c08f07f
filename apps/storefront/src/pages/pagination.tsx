import { useStrings } from '@nordshop/catalog-ui';
import { RouterLink } from '../routing/use-links';
import { pageHref, pageNumbers } from '../data/listing-search';

/** What {@link Pagination} pages through. */
export interface PaginationProps {
  /** The router path of the listing or search page. */
  readonly path: string;
  /** The page's other query parameters, kept on every page link (sort, phone_model, q). */
  readonly params: Readonly<Record<string, string | undefined>>;
  readonly page: number;
  readonly pages: number;
}

/**
 * Page links of a listing or of the search results (`?page=N`, page 1 without it): plain links
 * that work without JavaScript; nothing when everything fits on one page.
 */
export function Pagination({ path, params, page, pages }: PaginationProps) {
  const { t } = useStrings();
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('listing.pages')}>
      <ul>
        {pageNumbers(page, pages).map((n, i) =>
          n === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <RouterLink
                href={pageHref(path, params, n)}
                aria-current={n === page ? 'page' : undefined}
                aria-label={t('listing.page_n', { page: n })}
              >
                {n}
              </RouterLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
