import type { LocaleCode, RouteName, RouteParams } from '@nordshop/locale-config';
import { toInternalPath } from './internal-path';

/**
 * The router path of a screen (what `Link to` and `redirect({ to })` take). The router's rewrite
 * turns it into the localized public URL, e.g. screenPath('product', { slug: 'x' }, 'fi') is
 * '/fi/product/x' inside the router and /fi/tuote/x in the address bar.
 */
export function screenPath<N extends RouteName>(
  name: N,
  params: RouteParams<N>,
  locale: LocaleCode,
): string {
  return toInternalPath({ name, params, locale } as Parameters<typeof toInternalPath>[0]);
}
