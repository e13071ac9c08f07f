import type { PaymentMethod, ServicePointOption, ShippingMethod } from '@nordshop/api-contract';

/**
 * The shipping method the form should hold once a list arrives (docs/decisions/027): the
 * shopper's choice while the list still offers it, else the cheapest (price incl. VAT; among
 * equally cheap ones the first listed), else none (''). The cheapest is the obvious choice:
 * every method delivers, and the shopper can pick another.
 */
export function preselectedShippingId(methods: readonly ShippingMethod[], current: string): string {
  if (methods.some((method) => method.id === current)) return current;
  const cheapest = methods.reduce<ShippingMethod | undefined>(
    (best, method) => (best === undefined || method.price < best.price ? method : best),
    undefined,
  );
  return cheapest?.id ?? '';
}

/**
 * The payment method the form should hold once a list arrives: the shopper's choice while the
 * list still offers it, else the only method on offer, else none (''): between several ways to
 * pay there is no obvious one, so the shopper chooses.
 */
export function preselectedPaymentId(methods: readonly PaymentMethod[], current: string): string {
  if (methods.some((method) => method.id === current)) return current;
  return methods.length === 1 ? methods[0]!.id : '';
}

/**
 * The service point the form should hold once the chosen method's points arrive: the shopper's
 * choice while it is still among them, else the nearest (carriers list their points nearest
 * first), else none ('').
 */
export function preselectedServicePointId(
  points: readonly ServicePointOption[],
  current: string,
): string {
  if (points.some((point) => point.id === current)) return current;
  return points[0]?.id ?? '';
}
