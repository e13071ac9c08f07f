import type { StorefrontResponse } from '@nordshop/api-contract';
import { isLocaleCode, type LocaleCode } from '@nordshop/locale-config';
import { useLoaderData, useParams, useRouter, useSearch } from '@tanstack/react-router';
import type { RouterContext } from '../router-context';
import type { GlobalSearch } from './global-search';

// Typed access to what the router holds. The route paths are generated at run time, so the
// router is not registered for path typing (see router.tsx) and these hooks give the types.

/** The router context (API clients, host, storefront domains). */
export function useRouterContext(): RouterContext {
  return useRouter().options.context as RouterContext;
}

/** The query parameters every page understands. */
export function useGlobalSearch(): GlobalSearch {
  const search: unknown = useSearch({ strict: false });
  return search as GlobalSearch;
}

/** The storefront of the current page, or undefined outside a storefront (404 of an unknown path). */
export function useLocaleParam(): LocaleCode | undefined {
  const value: unknown = useParams({ strict: false });
  const params = value as { locale?: string };
  return isLocaleCode(params.locale) ? params.locale : undefined;
}

/** The current storefront as the API serves it; only inside /{locale}. */
export function useStorefront(): StorefrontResponse {
  const data: unknown = useLoaderData({ from: '/$locale' });
  return data as StorefrontResponse;
}

/** The current route's params, decoded. */
export function useScreenParams(): Readonly<Record<string, string | undefined>> {
  const params: unknown = useParams({ strict: false });
  return params as Readonly<Record<string, string | undefined>>;
}
