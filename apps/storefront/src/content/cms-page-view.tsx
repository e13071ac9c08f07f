import { WidgetHtml } from '@nordshop/catalog-ui';
import type { LocaleCode } from '@nordshop/locale-config';
import { useLocalizeHtml } from '../ui/localize-html-links';

/**
 * A CMS page's title and HTML. The API sanitizes every CMS HTML it serves (no scripts, no event
 * handlers, no javascript: URLs), so it is rendered as it comes, with its links localized.
 */
export function CmsPageView({
  locale,
  title,
  html,
  notice,
}: {
  locale: LocaleCode;
  title: string;
  html: string;
  notice?: string;
}) {
  const localize = useLocalizeHtml(locale);
  return (
    <main className="cms-page">
      {notice ? (
        <p className="cms-page__notice" role="status">
          {notice}
        </p>
      ) : null}
      <h1>{title}</h1>
      <WidgetHtml className="cms-page__content" html={localize(html)} />
    </main>
  );
}
