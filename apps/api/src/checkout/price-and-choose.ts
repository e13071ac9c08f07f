import type { PlaceOrderRequestSchema } from '@nordshop/api-contract';
import type * as z from 'zod';
import type { CheckoutRequestContext } from './checkout-services';
import { DomainError } from '../platform/http/errors';
import { chooseMethods, type ChosenMethods } from './checkout-methods';
import { priceOrder, type PricedOrder } from './price-order';

/** A parsed POST /api/orders body. */
export type PlaceOrderBody = z.output<typeof PlaceOrderRequestSchema>;

/** Runs pricing and method checks together so one 400 names every bad field of both. */
export async function priceAndChoose(
  ctx: CheckoutRequestContext,
  body: PlaceOrderBody,
): Promise<{ priced: PricedOrder; chosen: ChosenMethods }> {
  const [priced, chosen] = await Promise.allSettled([
    priceOrder(ctx, body.items, body.coupons),
    chooseMethods({
      locale: ctx.locale,
      postalCode: body.address.postal_code,
      customerType: body.customer_type,
      shippingMethodId: body.shipping_method_id,
      servicePointId: body.service_point_id,
      paymentMethodId: body.payment_method_id,
      carrier: ctx.services.pickupPointCarrier(ctx.locale),
      paymentProviders: ctx.services.paymentProviders,
    }),
  ]);
  const invalid = [priced, chosen].flatMap((r) =>
    r.status === 'rejected' && r.reason instanceof DomainError && r.reason.kind === 'invalid_data'
      ? [r.reason]
      : [],
  );
  if (invalid.length > 1) {
    const fields = Object.assign({}, ...invalid.map((e) => e.fields)) as Record<string, string>;
    throw new DomainError(
      'invalid_data',
      `Invalid body: ${Object.keys(fields).join(', ')}`,
      fields,
    );
  }
  if (chosen.status === 'rejected') throw chosen.reason;
  if (priced.status === 'rejected') throw priced.reason;
  return { priced: priced.value, chosen: chosen.value };
}
