import { queryOptions } from '@tanstack/react-query';
import type { QueryScope } from './query-scope';

/** Keys of the order queries. */
export const orderKeys = {
  all: ['order'] as const,
  one: ({ locale }: QueryScope, orderId: number, token: string) =>
    ['order', locale, orderId, token] as const,
};

/**
 * An order, read with a token that may read it (the customer's, an order login's, or the order
 * token of an order just placed in this tab).
 */
export function orderQuery(scope: QueryScope, orderId: number, token: string) {
  return queryOptions({
    queryKey: orderKeys.one(scope, orderId, token),
    queryFn: () => scope.api.order(orderId, token),
    retry: false,
  });
}
