import { pagePreviewQuery } from '../data/content-queries';
import { searchParser, textParam, type ParsedSearch } from '../data/search-params';
import type { RouteQueryInput } from '../routing/route-query';

const PREVIEW_PARAMS = { token: textParam({ max: 4_000, trim: false }) };

/** The preview page's query parameters: the signed token. */
export const PreviewSearchSchema = searchParser(PREVIEW_PARAMS);
export type PreviewSearch = ParsedSearch<typeof PREVIEW_PARAMS>;

/** The preview route's query: the draft of the token in its address. */
export const previewRouteQuery = ({
  scope,
  deps,
}: RouteQueryInput<{ token?: string | undefined }>) => pagePreviewQuery(scope, deps.token);
