import type { CmsPageResponse } from '@nordshop/api-contract';
import { useLoaderData } from '@tanstack/react-router';
import { useStorefront } from '../routing/hooks';
import { CmsPageView } from './cms-page-view';

/** A CMS page (its code loads only on CMS pages). */
export function CmsPage() {
  const loaded: unknown = useLoaderData({ strict: false });
  const page = loaded as CmsPageResponse;
  const { code: locale } = useStorefront();
  return <CmsPageView locale={locale} title={page.title} html={page.content} />;
}
