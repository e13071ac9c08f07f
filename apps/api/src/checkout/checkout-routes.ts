import {
  fieldsOf,
  operations,
  type PaymentMethodsResponse,
  type ServicePointsResponse,
  type ShippingMethodsResponse,
} from '@nordshop/api-contract';
import { normalizePostalCode } from '@nordshop/locale-config';
import { Hono, type Context } from 'hono';
import type * as z from 'zod';
import type { CheckoutEnv } from './checkout-services';
import { paymentMethodsFor } from '../payments/payment-providers';
import { shippingMethodsFor, shippingProviderOf } from '../shipping/shipping-processors';
import { postalCodeProblem } from './storefront-checks';
import { DomainError } from '../platform/http/errors';
import { queryOf } from '../platform/http/validate';
import { route } from '../platform/http/route';

/** The query parsed with its schema and the postal code checked for the storefront: one 400 names every bad field. */
function checkoutQuery<S extends z.ZodType<{ postal_code: string }>>(
  c: Context<CheckoutEnv>,
  schema: S,
): z.infer<S> & { postalCode: string } {
  const { locale } = c.get('localeQuery');
  const raw = queryOf(c);
  const parsed = schema.safeParse(raw);
  const fields = parsed.success ? {} : fieldsOf(parsed.error.issues);
  const postal = raw['postal_code'];
  if (postal && !fields['postal_code']) {
    const problem = postalCodeProblem(postal, locale);
    if (problem) fields['postal_code'] = problem;
  }
  if (!parsed.success || Object.keys(fields).length > 0)
    throw new DomainError(
      'invalid_data',
      `Invalid query: ${Object.keys(fields).join(', ')}`,
      fields,
    );
  const data = parsed.data;
  return { ...data, postalCode: normalizePostalCode(data.postal_code, locale) ?? data.postal_code };
}

/**
 * GET /api/checkout/shipping-methods, /service-points and /payment-methods (offline providers, see
 * src/checkout; a storefront's pick-up points may come from its carrier, see src/carriers, and a
 * carrier that cannot answer makes /service-points a 503). The first two check their query
 * themselves (`own: ['query']`, checkoutQuery).
 */
export const checkoutRoutes = new Hono<CheckoutEnv>();
const ownQuery = { own: ['query'] } as const;

route(
  checkoutRoutes,
  operations.shippingMethods,
  async (c) => {
    const query = checkoutQuery(c, operations.shippingMethods.query);
    const { locale } = c.get('localeQuery');
    const body: ShippingMethodsResponse = {
      methods: await shippingMethodsFor(query.processor, {
        locale,
        postalCode: query.postalCode,
        subtotal: query.subtotal,
      }),
    };
    return c.json(body);
  },
  ownQuery,
);

route(
  checkoutRoutes,
  operations.servicePoints,
  async (c) => {
    const query = checkoutQuery(c, operations.servicePoints.query);
    const { locale } = c.get('localeQuery');
    const provider = shippingProviderOf(query.method_id);
    const method =
      provider &&
      (await provider.methods({ locale, postalCode: query.postalCode, subtotal: 0 })).find(
        (m) => m.id === query.method_id,
      );
    if (!provider || !method)
      throw new DomainError('invalid_data', 'Invalid query: method_id', {
        method_id: 'is not a shipping method of this storefront',
      });
    if (!method.service_point)
      throw new DomainError('invalid_data', 'Invalid query: method_id', {
        method_id: 'is a method without service points',
      });
    const body: ServicePointsResponse = {
      points: await provider.servicePoints({
        locale,
        postalCode: query.postalCode,
        methodId: method.id,
        carrier: c.get('services').pickupPointCarrier(locale),
      }),
    };
    return c.json(body);
  },
  ownQuery,
);

route(checkoutRoutes, operations.paymentMethods, async (c, { query }) => {
  const body: PaymentMethodsResponse = {
    methods: await paymentMethodsFor(
      { locale: c.get('localeQuery').locale, customerType: query.customer_type },
      c.get('services').paymentProviders,
    ),
  };
  return c.json(body);
});
