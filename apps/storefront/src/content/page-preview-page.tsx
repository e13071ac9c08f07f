import { useStrings } from '@nordshop/catalog-ui';
import { useCurrentSearch } from '../routing/router-boundary';
import { useStorefront } from '../routing/hooks';
import { useRouteQuery } from '../routing/route-query';
import { CmsPageView } from './cms-page-view';
import { previewRouteQuery } from './preview-query';

/** The preview page: the draft with a notice, or why the link does not work. */
export function PagePreview() {
  const { t } = useStrings();
  const { token } = useCurrentSearch();
  const data = useRouteQuery(previewRouteQuery, {
    token: typeof token === 'string' ? token : undefined,
  });
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
  return (
    <CmsPageView
      locale={locale}
      title={data.page.title}
      html={data.page.content}
      notice={t('preview.notice')}
    />
  );
}
