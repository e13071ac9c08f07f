import type { PagePreviewResponse } from '@nordshop/api-contract';

/** What the preview page shows: the draft, or why the link does not work. */
export type PreviewData = { readonly page: PagePreviewResponse } | { readonly problem: 'invalid' };
