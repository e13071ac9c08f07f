import { ApiRequestError, type PagePreviewResponse } from '@nordshop/api-contract';
import { queryOptions } from '@tanstack/react-query';
import type { QueryScope } from './query-scope';

/** What the preview page shows: the draft, or why the link does not work. */
export type PreviewData = { readonly page: PagePreviewResponse } | { readonly problem: 'invalid' };

/** Keys of the content queries. */
export const contentKeys = {
  cmsPage: ({ locale }: QueryScope, slug: string) => ['cms-page', locale, slug] as const,
  pagePreview: ({ locale }: QueryScope, token: string) => ['page-preview', locale, token] as const,
  calendar: ({ locale }: QueryScope, year: number) => ['calendar', locale, year] as const,
};

/** A CMS page by its slug (404 when there is none). */
export function cmsPageQuery(scope: QueryScope, slug: string) {
  return queryOptions({
    queryKey: contentKeys.cmsPage(scope, slug),
    queryFn: () => scope.api.cmsPage(slug),
  });
}

/**
 * A CMS page's draft by a signed preview token: the draft, or `invalid` for a missing, bad or
 * expired token; a page that does not exist fails with the API's 404 (the route's 404).
 */
export function pagePreviewQuery(scope: QueryScope, token: string | undefined) {
  return queryOptions({
    queryKey: contentKeys.pagePreview(scope, token ?? ''),
    queryFn: async (): Promise<PreviewData> => {
      if (!token) return { problem: 'invalid' };
      try {
        return { page: await scope.api.pagePreview(token) };
      } catch (error) {
        if (error instanceof ApiRequestError && error.status !== 404 && error.status < 500)
          return { problem: 'invalid' };
        throw error;
      }
    },
    retry: false,
  });
}

/** The Christmas calendar of `year`. */
export function calendarQuery(scope: QueryScope, year: number) {
  return queryOptions({
    queryKey: contentKeys.calendar(scope, year),
    queryFn: () => scope.api.calendar(year),
    retry: false,
  });
}
