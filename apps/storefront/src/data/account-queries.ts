import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { QueryScope } from './query-scope';

/**
 * Keys of a customer's account queries. Each `all` key is the prefix of every key of its kind,
 * to invalidate them all (every storefront, every session) after a change.
 */
export const accountKeys = {
  profileAll: ['account-profile'] as const,
  profile: ({ locale }: QueryScope, token: string) => ['account-profile', locale, token] as const,
  orders: ({ locale }: QueryScope, token: string, page: number) =>
    ['account-orders', locale, token, page] as const,
  returnsAll: ['account-returns'] as const,
  returns: ({ locale }: QueryScope, token: string) => ['account-returns', locale, token] as const,
  orderReturnsAll: ['order-returns'] as const,
  orderReturns: ({ locale }: QueryScope, orderId: number, token: string) =>
    ['order-returns', locale, orderId, token] as const,
  subscriptionsAll: ['account-subscriptions'] as const,
  subscriptions: ({ locale }: QueryScope, token: string) =>
    ['account-subscriptions', locale, token] as const,
};

/** The signed-in customer's profile (a customer token), kept a minute. */
export function accountProfileQuery(scope: QueryScope, token: string) {
  return queryOptions({
    queryKey: accountKeys.profile(scope, token),
    queryFn: () => scope.api.accountProfile(token),
    retry: false,
    staleTime: 60_000,
  });
}

/** One page of the customer's orders; the previous page shows while the next loads. */
export function accountOrdersQuery(scope: QueryScope, token: string, page: number) {
  return queryOptions({
    queryKey: accountKeys.orders(scope, token, page),
    queryFn: () => scope.api.accountOrders(token, page),
    retry: false,
    placeholderData: keepPreviousData,
  });
}

/** The customer's returns. */
export function accountReturnsQuery(scope: QueryScope, token: string) {
  return queryOptions({
    queryKey: accountKeys.returns(scope, token),
    queryFn: () => scope.api.accountReturns(token),
    retry: false,
  });
}

/** What of an order can be returned. */
export function orderReturnsQuery(scope: QueryScope, orderId: number, token: string) {
  return queryOptions({
    queryKey: accountKeys.orderReturns(scope, orderId, token),
    queryFn: () => scope.api.orderReturns(orderId, token),
    retry: false,
  });
}

/** The customer's subscriptions. */
export function accountSubscriptionsQuery(scope: QueryScope, token: string) {
  return queryOptions({
    queryKey: accountKeys.subscriptions(scope, token),
    queryFn: () => scope.api.accountSubscriptions(token),
    retry: false,
  });
}
