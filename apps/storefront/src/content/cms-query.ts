import { cmsPageQuery } from '../data/content-queries';
import type { RouteQueryInput } from '../routing/route-query';

/** The CMS route's query: the page whose slug is the path (without its outer slashes). */
export const cmsRouteQuery = ({ scope, params }: RouteQueryInput<unknown>) =>
  cmsPageQuery(scope, (params['_splat'] ?? '').replace(/^\/+|\/+$/g, ''));
