import type { ApiClient } from '@nordshop/api-contract';
import { parseAtc } from '@nordshop/cart-domain';
import type { LocaleCode } from '@nordshop/locale-config';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { QueryScope } from './query-scope';

/** A line of a landing URL's `atc` list as the server prices it: SKU, name, picture URL, units. */
export interface LandingLine {
  readonly sku: string;
  readonly name: string;
  readonly thumb: string;
  /** Units the server answered for the line (whole number >= 1). */
  readonly quantity: number;
}

/** Keys of the landing cart query. */
export const landingCartKeys = {
  of: ({ locale }: QueryScope, atc: string) => ['landing-cart', locale, atc] as const,
};

/**
 * The lines of an `atc` list (spec section 2) as `POST /api/sync-cart` prices them: what the
 * server shows of the cart to a shopper without JavaScript (cart/no-script-cart.tsx). Entries the
 * list does not parse, and SKUs the shop does not sell, have no line.
 */
export function landingCartQuery(scope: QueryScope, atc: string) {
  return queryOptions({
    queryKey: landingCartKeys.of(scope, atc),
    queryFn: async (): Promise<LandingLine[]> => {
      const items = parseAtc(atc).items;
      if (items.length === 0) return [];
      const answer = await scope.api.syncCart({
        items: items.map((item, index) => ({
          uuid: `atc-${index + 1}`,
          sku: item.sku,
          quantity: item.quantity,
        })),
      });
      return answer.items
        .filter((line) => line.quantity > 0)
        .map((line) => ({
          sku: line.sku,
          name: line.name,
          thumb: line.thumb.url,
          quantity: line.quantity,
        }));
    },
    staleTime: Infinity,
  });
}

/** What {@link ensureLandingCart} needs of a storefront loader's context. */
interface LandingCartContext {
  readonly queryClient: QueryClient;
  readonly locale: LocaleCode;
  apiFor(locale: LocaleCode): ApiClient;
}

/**
 * For a page whose URL carries `atc`, on the server: prices its lines into the query cache before
 * the page renders (a loader's part), so that the page shows them without JavaScript. Never fails
 * the page: without its lines the page renders without that cart. The browser has no use for it
 * (the cart machine takes the list in).
 */
export async function ensureLandingCart(
  context: LandingCartContext,
  search: { readonly atc?: unknown },
): Promise<void> {
  if (typeof search.atc !== 'string' || search.atc === '') return;
  const scope = { locale: context.locale, api: context.apiFor(context.locale) };
  await context.queryClient
    .ensureQueryData(landingCartQuery(scope, search.atc))
    .catch(() => undefined);
}
