import { ORDER_MAX_TOTAL, ORDER_TOO_LARGE_CODE } from '@nordshop/api-contract';
import {
  STOREFRONTS,
  normalizeMobile,
  normalizePostalCode,
  vatInAmount,
} from '@nordshop/locale-config';
import { sql } from 'drizzle-orm';
import type { CheckoutRequestContext } from './checkout-services';
import type { Db } from '../platform/db/database';
import { queryRows } from '../platform/db/query';
import { DomainError } from '../platform/http/errors';
import { paymentLines } from './payment-lines';
import { shippingFor } from './checkout-methods';
import { claimOrWait, keyState, releaseKey, requestHash } from './idempotency';
import { openAmountOf } from './open-amount';
import { admitOrder } from './order-limits';
import { orderConflict } from './order-conflict';
import { guestOrderProblem, guestOrderTooLarge, loadOrderSettings } from './order-settings';
import type { PaymentDecision } from '../payments/payment-provider';
import { priceAndChoose, type PlaceOrderBody } from './price-and-choose';
import { writeOrder } from './write-order';

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

/** The 429 of an order attempt past a placement limit, with Retry-After in seconds. */
export class OrderRateLimited extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    super('rate_limited', 'Too many orders from this address or e-mail; try again later');
  }
}

/** Who places the order and from where: the client address limits count (decision 028). */
export interface OrderOrigin {
  /** The client address (undefined in-process). */
  readonly address: string | undefined;
  /** The shop's origin the order was placed on (a provider's return URL leads back there). */
  readonly origin: string;
}

/**
 * POST /api/orders: places an order once per Idempotency-Key and storefront.
 * 1. A key that placed an order before answers that order (same request) or 409 `idempotency_conflict`.
 * 2. The key is claimed in a statement of its own; a request that finds it claimed waits for the
 *    owner and answers its order. Only the owner goes on, so a duplicate request is never counted,
 *    priced again, or lets a payment be authorized or cancelled twice.
 * 3. The owner's attempt is counted against the placement limits (order-limits.ts): 429 past
 *    one. An attempt that places no order is taken back and its key given up.
 * 4. The goods are priced like sync-cart (`priceOrder`), shipping and payment checked and priced;
 *    an order above ORDER_MAX_TOTAL is a 400 `order_too_large`, one without an account above
 *    the storefront's bound (order_settings) a 400 `guest_order_limit`.
 * 5. The payment provider approves the total (a provider with a credit line is told what the
 *    e-mail owes already), or (a hosted method) opens its payment page for it: the order is then
 *    written `pending` with its payment (`payments`), and the answer sends the shopper to that
 *    page (POST /api/payments/return takes them back).
 * 6. One transaction writes the order (writeOrder: stock taken last; 409 `out_of_stock`, nothing
 *    written); an unpaid prepayment order holds its units until `reserved_until`. When it fails
 *    the approval is cancelled.
 */
export async function placeOrder(
  ctx: CheckoutRequestContext,
  body: PlaceOrderBody,
  idempotencyKey: string,
  from: OrderOrigin,
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
  const claim = await claimOrWait(ctx.db, locale, idempotencyKey, hash, ctx.services.now);
  if (claim !== 'owner') return replay(claim);

  let giveBack = (): Promise<void> => Promise.resolve();
  try {
    const admitted = await admitOrder(
      ctx.db,
      { address: from.address, customerId, email: body.email },
      ctx.services.now(),
    );
    if (!admitted.allowed) throw new OrderRateLimited(Math.ceil(admitted.retryAfterMs / 1000));
    giveBack = admitted.giveBack;
    return await placeClaimed(ctx, body, idempotencyKey, hash, from.origin);
  } catch (err) {
    // No order: the key may be tried again, and the attempt counts for nothing.
    await releaseKey(ctx.db, locale, idempotencyKey).catch(() => undefined);
    await giveBack().catch(() => undefined);
    throw err;
  }
}

/** Steps 4 to 6 of {@link placeOrder}, for the request that owns the claimed key. */
async function placeClaimed(
  ctx: CheckoutRequestContext,
  body: PlaceOrderBody,
  idempotencyKey: string,
  hash: string,
  origin: string,
): Promise<PlacedOrder> {
  const { locale } = ctx;
  const customerId = ctx.customer?.id ?? null;
  const [{ priced, chosen }, settings] = await Promise.all([
    priceAndChoose(ctx, body),
    loadOrderSettings(ctx.db, locale),
  ]);
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
  if (customerId === null) {
    const units = priced.lines.reduce((sum, line) => sum + line.quantity, 0);
    const problem = guestOrderProblem(settings, { units, total }, locale);
    if (problem !== null) throw guestOrderTooLarge(problem);
  }
  const vatTotal =
    priced.goodsVat +
    vatInAmount(shipping.price, vatRate) +
    vatInAmount(chosen.payment.fee, vatRate);
  const orgNumber = body.customer_type === 'company' ? (body.org_number ?? null) : null;

  const lines = paymentLines(
    priced,
    shipping,
    { name: chosen.payment.name, price: chosen.payment.fee },
    vatRate,
  );
  const decision: PaymentDecision = await chosen.paymentProvider.authorize({
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
    openAmount: await openAmountOf(ctx.db, locale, body.email, chosen.paymentProvider),
  });
  if (decision.type === 'payment.declined') {
    throw orderConflict('payment_declined', 'The payment was declined', {
      payment_method_id: `payment.declined.${decision.reason}`,
    });
  }
  const holdsUntilPaid =
    chosen.paymentProvider.holdsUntilPaid === true &&
    decision.type === 'payment.approved' &&
    decision.orderStatus === 'pending';

  try {
    const orderId = await writeOrder(ctx.db, {
      locale,
      currency,
      customerId,
      customerType: body.customer_type,
      email: body.email,
      name: `${body.first_name} ${body.last_name}`,
      phone: normalizeMobile(body.phone, locale),
      companyName: body.customer_type === 'company' ? (body.company_name ?? null) : null,
      orgNumber,
      street: body.address.street,
      postalCode: normalizePostalCode(body.address.postal_code, locale) ?? body.address.postal_code,
      city: body.address.city,
      priced,
      shipping: {
        id: shipping.id,
        name: shipping.name,
        price: shipping.price,
        deliveryDays: shipping.delivery_days,
      },
      servicePoint: chosen.servicePoint,
      payment: { id: chosen.payment.id, name: chosen.payment.name, fee: chosen.payment.fee },
      decision,
      paymentLines: lines,
      checkoutId: body.checkout_id ?? null,
      total,
      vatTotal,
      reservedUntil: holdsUntilPaid
        ? new Date(ctx.services.now().getTime() + settings.prepaymentHoldHours * 3_600_000)
        : null,
      idempotencyKey,
      createAccount: body.create_account === true && customerId === null,
    });
    ctx.services.mail.nudge();
    return {
      orderId,
      replayed: false,
      redirect:
        decision.type === 'payment.redirect'
          ? { url: decision.redirectUrl, reference: decision.reference }
          : null,
    };
  } catch (err) {
    await chosen.paymentProvider.cancel(decision.reference);
    throw err;
  }
}
