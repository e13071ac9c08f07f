import { useRouteQuery } from '../routing/route-query';
import { useStorefront } from '../routing/hooks';
import { CmsPageView } from './cms-page-view';
import { cmsRouteQuery } from './cms-query';

/** A CMS page (its code loads only on CMS pages). */
export function CmsPage() {
  const page = useRouteQuery(cmsRouteQuery);
  const { code: locale } = useStorefront();
  return <CmsPageView locale={locale} title={page.title} html={page.content} />;
}
