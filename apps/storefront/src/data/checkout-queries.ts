import { queryOptions } from '@tanstack/react-query';
import type { ApiParams, QueryScope } from './query-scope';

/** Keys of the checkout queries. */
export const checkoutKeys = {
  shipping: ({ locale }: QueryScope, query: ApiParams<'shippingMethods'>[0]) =>
    ['checkout-shipping', locale, query.postal_code, query.subtotal, query.processor] as const,
  payment: ({ locale }: QueryScope, query: ApiParams<'paymentMethods'>[0] = {}) =>
    ['checkout-payment', locale, query.customer_type] as const,
  points: ({ locale }: QueryScope, query: ApiParams<'servicePoints'>[0]) =>
    ['checkout-points', locale, query.postal_code, query.method_id] as const,
};

/** The shipping methods to a postal code for a subtotal (and the experiment's processor). */
export function shippingMethodsQuery(scope: QueryScope, query: ApiParams<'shippingMethods'>[0]) {
  return queryOptions({
    queryKey: checkoutKeys.shipping(scope, query),
    queryFn: () => scope.api.shippingMethods(query),
  });
}

/** The payment methods for a customer type. */
export function paymentMethodsQuery(scope: QueryScope, query: ApiParams<'paymentMethods'>[0] = {}) {
  return queryOptions({
    queryKey: checkoutKeys.payment(scope, query),
    queryFn: () => scope.api.paymentMethods(query),
  });
}

/** The service points of a shipping method near a postal code. */
export function servicePointsQuery(scope: QueryScope, query: ApiParams<'servicePoints'>[0]) {
  return queryOptions({
    queryKey: checkoutKeys.points(scope, query),
    queryFn: () => scope.api.servicePoints(query),
  });
}
