import {
  ORDER_MAX_TOTAL,
  ORDER_TOO_LARGE_CODE,
  type PlaceOrderRequestSchema,
} from '@nordshop/api-contract';
import {
  STOREFRONTS,
  localDate,
  normalizeMobile,
  normalizePostalCode,
  vatInAmount,
} from '@nordshop/locale-config';
import { sql } from 'drizzle-orm';
import type * as z from 'zod';
import type { CartRequestContext } from '../cart/sync-cart';
import type { Db } from '../db/database';
import { queryRows } from '../db/query';
import { orderLines, orders, payments } from '../db/schema';
import { DomainError } from '../errors';
import { chooseMethods, shippingFor, type ChosenMethods } from './checkout-methods';
import { orderConflict } from './order-conflict';
import { claimKey, keyState, releaseKey, requestHash, settleKey } from './idempotency';
import { paymentLines } from '../payments/payment-lines';
import type { PaymentDecision } from './payment-provider';
import { outOfStock, priceOrder, type PricedOrder } from './price-order';
import { reserveStock, stockClaims } from './reserve-stock';
import { startSubscriptions } from './start-subscriptions';

/** A parsed POST /api/orders body. */
export type PlaceOrderBody = z.output<typeof PlaceOrderRequestSchema>;

/** The order a request placed, or had placed before under the same key (`replayed`). */
export interface PlacedOrder {
  readonly orderId: number;
  readonly replayed: boolean;
  /** The provider's page the shopper pays on and the payment's reference, for a hosted payment method; else null. */
  readonly redirect: { readonly url: string; readonly reference: string } | null;
}

/** The hosted payment page of an order still to be paid, or null (a replayed order answers it again). */
async function redirectOf(
  db: Db,
  orderId: number,
): Promise<{ url: string; reference: string } | null> {
  const [row] = await queryRows<{ redirect_url: string; merchant_reference: string }>(
    db,
    sql`select redirect_url, merchant_reference from payments
        where order_id = ${orderId} and state = 'pending' order by id desc limit 1`,
  );
  return row ? { url: row.redirect_url, reference: row.merchant_reference } : null;
}

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

/** How long a request waits for another request that holds its Idempotency-Key to finish. */
export const KEY_WAIT_MS = 10_000;

const KEY_POLL_MS = 100;

/**
 * Makes this request the owner of its key, or waits for the request that owns it: `owner` when
 * this request may place the order, the order id when the other request placed it. A key given
 * up by its owner (declined, out of stock) is claimed again. 409 `idempotency_in_progress` when
 * the other request is still busy after {@link KEY_WAIT_MS}.
 */
async function claimOrWait(
  ctx: CartRequestContext,
  key: string,
  hash: string,
): Promise<'owner' | number> {
  const deadline = Date.now() + KEY_WAIT_MS;
  for (;;) {
    if (await claimKey(ctx.db, ctx.locale, key, hash, ctx.services.now())) return 'owner';
    const state = await keyState(ctx.db, ctx.locale, key, hash);
    if (state.state === 'placed') return state.orderId;
    if (Date.now() > deadline) {
      throw orderConflict(
        'idempotency_in_progress',
        'An order with this Idempotency-Key is still being placed; try again shortly',
        {
          'Idempotency-Key': 'is in use by a request in progress',
        },
      );
    }
    if (state.state === 'pending') await new Promise((resolve) => setTimeout(resolve, KEY_POLL_MS));
  }
}

/**
 * POST /api/orders: places an order once per Idempotency-Key and storefront.
 * 1. A key that placed an order before answers that order (same request) or 409 `idempotency_conflict`.
 * 2. The goods are priced like sync-cart (`priceOrder`), shipping and payment checked and priced;
 *    an order above ORDER_MAX_TOTAL is a 400 `order_too_large`.
 * 3. The key is claimed in a statement of its own; a request that finds it claimed waits for the
 *    owner and answers its order. Only the owner asks the payment provider, so a duplicate
 *    request never authorizes or cancels a payment.
 * 4. The payment provider approves the total, or (a hosted method) opens its payment page for it:
 *    the order is then written `pending` with its payment (`payments`), and the answer sends the
 *    shopper to that page (POST /api/payments/return takes them back).
 * 5. One transaction reserves stock (409 `out_of_stock`, nothing written), uses the customer's
 *    credit, writes the order and its lines and links the key to it. When it fails the approval
 *    is cancelled and the key given up.
 */
export async function placeOrder(
  ctx: CartRequestContext,
  body: PlaceOrderBody,
  idempotencyKey: string,
  origin: string,
): Promise<PlacedOrder> {
  const { locale } = ctx;
  const customerId = ctx.customer?.id ?? null;
  const hash = requestHash(body, customerId);
  const replay = async (orderId: number): Promise<PlacedOrder> => ({
    orderId,
    replayed: true,
    redirect: await redirectOf(ctx.db, orderId),
  });
  const earlier = await keyState(ctx.db, locale, idempotencyKey, hash);
  if (earlier.state === 'placed') return replay(earlier.orderId);

  const { priced, chosen } = await priceAndChoose(ctx, body);
  const shipping = await shippingFor(chosen, locale, body.address.postal_code, priced.goodsTotal);
  const vatRate = STOREFRONTS[locale].standardVatRate;
  const total = priced.goodsTotal + shipping.price + chosen.payment.fee;
  const currency = STOREFRONTS[locale].currency;
  if (total > ORDER_MAX_TOTAL) {
    throw new DomainError(
      'invalid_data',
      `The order total is above the most one order may cost (${ORDER_MAX_TOTAL / 100} ${currency}); contact customer service for larger orders`,
      { items: `the order total may be at most ${ORDER_MAX_TOTAL / 100} ${currency}` },
      ORDER_TOO_LARGE_CODE,
    );
  }
  const vatTotal =
    priced.goodsVat +
    vatInAmount(shipping.price, vatRate) +
    vatInAmount(chosen.payment.fee, vatRate);
  const orgNumber = body.customer_type === 'company' ? (body.org_number ?? null) : null;

  const claim = await claimOrWait(ctx, idempotencyKey, hash);
  if (claim !== 'owner') return replay(claim);
  const release = () => releaseKey(ctx.db, locale, idempotencyKey).catch(() => undefined);

  const lines = paymentLines(
    priced,
    shipping,
    { name: chosen.payment.name, price: chosen.payment.fee },
    vatRate,
  );
  let decision: PaymentDecision;
  try {
    decision = await chosen.paymentProvider.authorize({
      locale,
      methodId: chosen.payment.id,
      customerType: body.customer_type,
      amount: total,
      currency,
      email: body.email,
      orgNumber,
      companyName: body.customer_type === 'company' ? (body.company_name ?? null) : null,
      idempotencyKey,
      attempt: `${idempotencyKey}:${hash}`,
      lines,
      origin,
    });
  } catch (err) {
    await release();
    throw err;
  }
  if (decision.type === 'payment.declined') {
    await release();
    throw orderConflict('payment_declined', 'The payment was declined', {
      payment_method_id: `payment.declined.${decision.reason}`,
    });
  }

  try {
    const orderId = await ctx.db.transaction(async (tx) => {
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
            failed.flatMap(({ claim: stockClaim, left }) =>
              stockClaim.fields.map((field) => [
                field.startsWith('items.') ? `${field}.sku` : field,
                left > 0
                  ? `${stockClaim.sku}: only ${left} left`
                  : `${stockClaim.sku}: out of stock`,
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
          status: decision.type === 'payment.redirect' ? 'pending' : decision.orderStatus,
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
          creditUsed: customerId !== null ? priced.creditUsed : 0,
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
        await startSubscriptions(
          tx,
          customerId,
          order.id,
          priced.lines,
          localDate(order.createdAt, locale),
        );
      if (decision.type === 'payment.redirect')
        await tx.insert(payments).values({
          orderId: order.id,
          provider: decision.provider,
          merchantReference: decision.reference,
          sessionId: decision.sessionId,
          redirectUrl: decision.redirectUrl,
          sessionUrl: decision.sessionUrl ?? null,
          sessionExpiresAt: decision.expiresAt ?? null,
          lines,
          currency,
          amount: total,
        });
      await settleKey(tx, locale, idempotencyKey, order.id);
      return order.id;
    });
    return {
      orderId,
      replayed: false,
      redirect:
        decision.type === 'payment.redirect'
          ? { url: decision.redirectUrl, reference: decision.reference }
          : null,
    };
  } catch (err) {
    try {
      await chosen.paymentProvider.cancel(decision.reference);
    } finally {
      await release();
    }
    throw err;
  }
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
