import type { CustomerType } from '@nordshop/api-contract';
import { localDate, type CurrencyCode, type LocaleCode } from '@nordshop/locale-config';
import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { queryRows } from '../platform/db/query';
import { orderLines, orders, payments, type StoredServicePoint } from '../platform/db/schema';
import type { HostedPaymentLine } from '../payments/hosted-payment';
import { settleKey } from './idempotency';
import { orderConflict } from './order-conflict';
import type { PaymentDecision } from '../payments/payment-provider';
import { outOfStock, type PricedOrder } from './price-order';
import { writeOrderMessage } from '../orders/order-messages';
import { reserveStock, stockClaims } from '../orders/reserve-stock';
import { startSubscriptions } from './start-subscriptions';

/** Everything an order row holds besides what pricing gave (`priced`). */
export interface OrderToWrite {
  readonly locale: LocaleCode;
  readonly currency: CurrencyCode;
  readonly customerId: number | null;
  readonly customerType: CustomerType;
  readonly email: string;
  readonly name: string;
  readonly phone: string;
  readonly companyName: string | null;
  readonly orgNumber: string | null;
  readonly street: string;
  readonly postalCode: string;
  readonly city: string;
  readonly priced: PricedOrder;
  readonly shipping: {
    readonly id: string;
    readonly name: string;
    readonly price: number;
    readonly deliveryDays: { readonly min: number; readonly max: number } | null;
  };
  readonly servicePoint: StoredServicePoint | null;
  readonly payment: { readonly id: string; readonly name: string; readonly fee: number };
  readonly decision: Exclude<PaymentDecision, { type: 'payment.declined' }>;
  /** The lines the provider's page was opened with (a hosted payment). */
  readonly paymentLines: readonly HostedPaymentLine[];
  readonly checkoutId: string | null;
  readonly total: number;
  readonly vatTotal: number;
  /** Until when an unpaid order holds its units (prepayment), else null. */
  readonly reservedUntil: Date | null;
  /** The Idempotency-Key the order settles. */
  readonly idempotencyKey: string;
  /**
   * A guest asked for an account with the order's e-mail and name: made without a password in
   * the order's transaction (unless the address has one) and the order is its first.
   */
  readonly createAccount?: boolean;
}

/**
 * The account a guest asked for at checkout, made in the order's transaction without a password
 * (the confirmation carries the login link that sets one); null when the address has an account
 * already (it is not told apart: the shopper can log in or ask for a new password).
 */
async function createCheckoutAccount(tx: Db, order: OrderToWrite): Promise<number | null> {
  const email = order.email.toLowerCase();
  const [created] = await queryRows<{ id: number }>(
    tx,
    sql`insert into customers (email, name, password_hash, locale, phone, customer_type,
          company_name, org_number, street, postal_code, city)
        select ${email}, ${order.name}, null, ${order.locale}, ${order.phone}, ${order.customerType},
          ${order.companyName ?? ''}, ${order.orgNumber ?? ''}, ${order.street}, ${order.postalCode}, ${order.city}
        where not exists (select 1 from customers where lower(email) = ${email})
        on conflict (email) do nothing
        returning id`,
  );
  return created?.id ?? null;
}

/**
 * Writes a priced order in one transaction: the order, its lines, the subscriptions it starts,
 * its hosted payment, the key linked to it, the customer's credit taken; and last the units off
 * stock, so the product rows, which every order of a popular product waits for, are locked only
 * from their UPDATE to the commit (decision 028). 409 `out_of_stock` or `credit_changed` roll
 * everything back: nothing is half written.
 */
export async function writeOrder(db: Db, order: OrderToWrite): Promise<number> {
  const { priced, decision } = order;
  return db.transaction(async (tx) => {
    const customerId =
      order.customerId ?? (order.createAccount ? await createCheckoutAccount(tx, order) : null);
    const [row] = await tx
      .insert(orders)
      .values({
        customerId,
        customerType: order.customerType,
        email: order.email,
        name: order.name,
        phone: order.phone,
        companyName: order.companyName,
        orgNumber: order.orgNumber,
        street: order.street,
        postalCode: order.postalCode,
        city: order.city,
        locale: order.locale,
        currency: order.currency,
        status: decision.type === 'payment.redirect' ? 'pending' : decision.orderStatus,
        subtotal: priced.subtotal,
        discount: priced.discount,
        shippingMethodId: order.shipping.id,
        shippingName: order.shipping.name,
        shippingPrice: order.shipping.price,
        shippingDeliveryDays: order.shipping.deliveryDays,
        servicePoint: order.servicePoint,
        paymentMethodId: order.payment.id,
        paymentName: order.payment.name,
        paymentFee: order.payment.fee,
        creditUsed: order.customerId !== null ? priced.creditUsed : 0,
        paymentReference: decision.reference,
        coupons: [...priced.coupons],
        checkoutId: order.checkoutId,
        total: order.total,
        vatTotal: order.vatTotal,
        reservedUntil: order.reservedUntil,
      })
      .returning({ id: orders.id, createdAt: orders.createdAt });
    if (!row) throw new Error('the order insert returned no row');
    await tx.insert(orderLines).values(
      priced.lines.map((line) => ({
        orderId: row.id,
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
    if (order.customerId !== null)
      await startSubscriptions(
        tx,
        order.customerId,
        row.id,
        priced.lines,
        localDate(row.createdAt, order.locale),
      );
    if (decision.type === 'payment.redirect')
      await tx.insert(payments).values({
        orderId: row.id,
        provider: decision.provider,
        merchantReference: decision.reference,
        sessionId: decision.sessionId,
        redirectUrl: decision.redirectUrl,
        sessionUrl: decision.sessionUrl ?? null,
        sessionExpiresAt: decision.expiresAt ?? null,
        lines: [...order.paymentLines],
        currency: order.currency,
        amount: order.total,
      });
    await settleKey(tx, order.locale, order.idempotencyKey, row.id);
    await writeOrderMessage(tx, row.id, {
      from: null,
      to: decision.type === 'payment.redirect' ? 'pending' : decision.orderStatus,
      awaitsPaymentPage: decision.type === 'payment.redirect',
    });
    if (order.customerId !== null && priced.creditUsed > 0)
      await useCredit(tx, order.customerId, order.currency, priced.creditUsed);
    await takeStock(tx, priced);
    return row.id;
  });
}

/** Takes the order's units off stock (the last statements of its transaction); 409 `out_of_stock` naming the lines. */
async function takeStock(tx: Db, priced: PricedOrder): Promise<void> {
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
  if (failed.length === 0) return;
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
