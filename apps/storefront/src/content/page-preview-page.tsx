import { useLoaderData } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useStorefront } from '../routing/hooks';
import { CmsPageView } from './cms-page-view';
import type { PreviewData } from './preview-data';

/** The preview page: the draft with a notice, or why the link does not work. */
export function PagePreview() {
  const { t } = useTranslation();
  const loaded: unknown = useLoaderData({ strict: false });
  const data = loaded as PreviewData;
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
