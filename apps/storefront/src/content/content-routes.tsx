import { ApiRequestError, type PagePreviewResponse } from '@nordshop/api-contract';
import { createRoute, lazyRouteComponent, notFound } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { useTranslation } from 'react-i18next';
import { localeRoute } from '../routes/locale-route';
import { useRouteData, useStorefront } from '../routing/hooks';
import { internalRoutePath } from '../routing/internal-path';
import { screenHead } from '../seo/catalog-head';
import { screenSeoHead } from '../seo/route-head';
import { CmsPageView } from './cms-page-view';

const TokenSearchSchema = z.object({ token: z.catch(z.optional(z.string().check(z.maxLength(4_000))), undefined) });
type TokenSearch = z.infer<typeof TokenSearchSchema>;

/** What the preview page shows: the draft, or why the link does not work. */
type PreviewData = { readonly page: PagePreviewResponse } | { readonly problem: 'invalid' };

/**
 * /page-preview?token=…: a CMS page's draft, by a preview link the CMS signed; never cached,
 * never indexed. A missing page is the spec's 404; a bad or expired link says so.
 */
export const pagePreviewRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: internalRoutePath('page-preview'),
  staticData: { screen: 'page-preview' },
  validateSearch: TokenSearchSchema,
  loaderDeps: ({ search }: { search: TokenSearch }) => ({ token: search.token }),
  loader: async ({ context, deps }): Promise<PreviewData> => {
    if (!deps.token) return { problem: 'invalid' };
    try {
      return { page: await context.apiFor(context.locale).pagePreview(deps.token) };
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 404) throw notFound();
      if (error instanceof ApiRequestError && error.status < 500) return { problem: 'invalid' };
      throw error;
    }
  },
  head: screenSeoHead((env, params) => screenHead('page-preview', params as never, env)),
  gcTime: 0,
  staleTime: 0,
  component: function PagePreview() {
    const { t } = useTranslation();
    const data = useRouteData<PreviewData>(pagePreviewRoute);
    const { code: locale } = useStorefront();
    if ('problem' in data) {
      return (
        <main className="cms-page">
          <h1>{t('preview.title')}</h1>
          <p className="form-alert" role="alert">
            {t('preview.invalid')}
          </p>
        </main>
      );
    }
    return <CmsPageView locale={locale} title={data.page.title} html={data.page.content} notice={t('preview.notice')} />;
  },
});

/** A content screen rendered in the browser, its code loaded when the shopper goes there. */
function browserRoute(name: 'unsubscribe' | 'christmas-calendar', component: ReturnType<typeof lazyRouteComponent>) {
  return createRoute({
    getParentRoute: () => localeRoute,
    path: internalRoutePath(name),
    staticData: { screen: name },
    head: screenSeoHead((env, params) => screenHead(name, params as never, env)),
    component,
  });
}

/** /unsubscribe?token=…: confirms leaving the newsletter of a signed newsletter link. */
export const unsubscribeRoute = browserRoute('unsubscribe', lazyRouteComponent(() => import('./unsubscribe-page'), 'UnsubscribePage'));

/** /julkalender (and its words per storefront): the Christmas calendar. */
export const calendarRoute = browserRoute('christmas-calendar', lazyRouteComponent(() => import('./calendar-page'), 'CalendarPage'));
