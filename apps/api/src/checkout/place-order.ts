import type { PlaceOrderRequestSchema } from '@nordshop/api-contract';
import {
  STOREFRONTS,
  localDate,
  normalizeMobile,
  normalizePostalCode,
  type IsoDate,
} from '@nordshop/locale-config';
import { sql } from 'drizzle-orm';
import type * as z from 'zod';
import type { CartRequestContext } from '../cart/sync-cart';
import { STANDARD_VAT_RATES } from '../catalog/vat-rates';
import type { Db } from '../db/database';
import { queryRows } from '../db/query';
import { addDays } from '../dates/add-days';
import { orderLines, orders, subscriptions } from '../db/schema';
import { DomainError } from '../errors';
import { chooseMethods, shippingFor, type ChosenMethods } from './checkout-methods';
import { orderConflict } from './order-conflict';
import { claimKey, idempotencyConflict, orderOfKey, requestHash, settleKey } from './idempotency';
import type { PaymentDecision } from './payment-provider';
import { outOfStock, priceOrder, type PricedOrder, type PricedOrderLine } from './price-order';
import { reserveStock, stockClaims } from './reserve-stock';

/** A parsed POST /api/orders body. */
export type PlaceOrderBody = z.output<typeof PlaceOrderRequestSchema>;

/** The order a request placed, or had placed before under the same key (`replayed`). */
export interface PlacedOrder {
  readonly orderId: number;
  readonly replayed: boolean;
}

/** Thrown inside the transaction when another request holds the key: roll back, then answer as that request. */
class KeyTaken extends Error {}

const vatIn = (amount: number, rate: number) => Math.round((amount * rate) / (100 + rate));

/** Runs pricing and method checks together so one 400 names every bad field of both. */
async function priceAndChoose(
  ctx: CartRequestContext,
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

/**
 * POST /api/orders: places an order once per Idempotency-Key and storefront.
 * 1. A key seen before answers its order (same request) or 409 `idempotency_conflict`.
 * 2. The goods are priced like sync-cart (`priceOrder`), shipping and payment checked and priced.
 * 3. The payment provider approves the total.
 * 4. One transaction claims the key, reserves stock (409 `out_of_stock`, nothing written), uses
 *    the customer's credit, writes the order and its lines and links the key to it. When it fails
 *    the approval is cancelled; when another request took the key meanwhile, its order answers.
 */
export async function placeOrder(
  ctx: CartRequestContext,
  body: PlaceOrderBody,
  idempotencyKey: string,
): Promise<PlacedOrder> {
  const { locale } = ctx;
  const customerId = ctx.customer?.id ?? null;
  const hash = requestHash(body, customerId);
  const earlier = await orderOfKey(ctx.db, locale, idempotencyKey, hash);
  if (earlier !== undefined) return { orderId: earlier, replayed: true };

  const { priced, chosen } = await priceAndChoose(ctx, body);
  const shipping = await shippingFor(chosen, locale, body.address.postal_code, priced.goodsTotal);
  const vatRate = STANDARD_VAT_RATES[locale];
  const total = priced.goodsTotal + shipping.price + chosen.payment.fee;
  const vatTotal =
    priced.goodsVat + vatIn(shipping.price, vatRate) + vatIn(chosen.payment.fee, vatRate);
  const currency = STOREFRONTS[locale].currency;
  const orgNumber = body.customer_type === 'company' ? (body.org_number ?? null) : null;

  const decision: PaymentDecision = await chosen.paymentProvider.authorize({
    locale,
    methodId: chosen.payment.id,
    customerType: body.customer_type,
    amount: total,
    currency,
    email: body.email,
    orgNumber,
    idempotencyKey,
  });
  if (decision.type === 'payment.declined') {
    throw orderConflict('payment_declined', 'The payment was declined', {
      payment_method_id: `payment.declined.${decision.reason}`,
    });
  }

  try {
    const orderId = await ctx.db.transaction(async (tx) => {
      if (!(await claimKey(tx, locale, idempotencyKey, hash))) throw new KeyTaken();
      const failed = await reserveStock(
        tx,
        stockClaims(
          priced.lines.map((l) => ({
            productId: l.productId,
            sku: l.sku,
            quantity: l.quantity,
            field: l.field,
          })),
        ),
      );
      if (failed.length > 0) {
        throw outOfStock(
          Object.fromEntries(
            failed.flatMap(({ claim, left }) =>
              claim.fields.map((field) => [
                field.startsWith('items.') ? `${field}.sku` : field,
                left > 0 ? `${claim.sku}: only ${left} left` : `${claim.sku}: out of stock`,
              ]),
            ),
          ),
        );
      }
      if (customerId !== null && priced.creditUsed > 0)
        await useCredit(tx, customerId, currency, priced.creditUsed);
      const [order] = await tx
        .insert(orders)
        .values({
          customerId,
          customerType: body.customer_type,
          email: body.email,
          name: `${body.first_name} ${body.last_name}`,
          phone: normalizeMobile(body.phone, locale),
          companyName: body.customer_type === 'company' ? (body.company_name ?? null) : null,
          orgNumber,
          street: body.address.street,
          postalCode:
            normalizePostalCode(body.address.postal_code, locale) ?? body.address.postal_code,
          city: body.address.city,
          locale,
          currency,
          status: decision.orderStatus,
          subtotal: priced.subtotal,
          discount: priced.discount,
          shippingMethodId: shipping.id,
          shippingName: shipping.name,
          shippingPrice: shipping.price,
          shippingDeliveryDays: shipping.delivery_days,
          servicePoint: chosen.servicePoint,
          paymentMethodId: chosen.payment.id,
          paymentName: chosen.payment.name,
          paymentFee: chosen.payment.fee,
          paymentReference: decision.reference,
          coupons: [...priced.coupons],
          checkoutId: body.checkout_id ?? null,
          total,
          vatTotal,
        })
        .returning({ id: orders.id, createdAt: orders.createdAt });
      if (!order) throw new Error('the order insert returned no row');
      await tx.insert(orderLines).values(
        priced.lines.map((line) => ({
          orderId: order.id,
          productId: line.productId,
          mainProductId: line.mainProductId,
          sku: line.sku,
          name: line.name,
          quantity: line.quantity,
          price: line.unitPrice,
          discount: line.discount,
          vat: line.vat,
          subscriptionIntervalDays: line.subscriptionDays,
        })),
      );
      if (customerId !== null)
        await startSubscriptions(tx, customerId, priced.lines, localDate(order.createdAt, locale));
      await settleKey(tx, locale, idempotencyKey, order.id);
      return order.id;
    });
    return { orderId, replayed: false };
  } catch (err) {
    await chosen.paymentProvider.cancel(decision.reference);
    if (!(err instanceof KeyTaken)) throw err;
    const other = await orderOfKey(ctx.db, locale, idempotencyKey, hash);
    if (other === undefined) throw idempotencyConflict();
    return { orderId: other, replayed: true };
  }
}

/**
 * A customer's order starts an active subscription for each line bought with a
 * subscription_interval: the line's product and quantity, the first repeat delivery one interval
 * after the order date (the storefront's calendar). Guests' lines only keep the interval.
 */
async function startSubscriptions(
  tx: Db,
  customerId: number,
  lines: readonly PricedOrderLine[],
  orderDate: IsoDate,
): Promise<void> {
  const rows = lines.flatMap((line) =>
    line.subscriptionDays === null
      ? []
      : [
          {
            customerId,
            productId: line.productId,
            quantity: line.quantity,
            intervalDays: line.subscriptionDays,
            status: 'active' as const,
            nextDeliveryAt: addDays(orderDate, line.subscriptionDays),
          },
        ],
  );
  if (rows.length > 0) await tx.insert(subscriptions).values(rows);
}

/** Takes used credit off the customer's balance; 409 `credit_changed` when the balance no longer covers it. */
async function useCredit(
  tx: Db,
  customerId: number,
  currency: string,
  amount: number,
): Promise<void> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`update customers set credit = credit || jsonb_build_object(${currency}::text, (credit->>${currency})::int - ${amount})
        where id = ${customerId} and coalesce((credit->>${currency})::int, 0) >= ${amount}
        returning id`,
  );
  if (rows.length === 0) {
    throw orderConflict(
      'credit_changed',
      'Your credit changed while the order was placed; check the cart again',
      { coupons: 'credit changed' },
    );
  }
}
