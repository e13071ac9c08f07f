import {
  isLocaleCode,
  STOREFRONTS,
  type CurrencyCode,
  type LocaleCode,
} from '@nordshop/locale-config';
import { paymentLedgerFrom } from '@nordshop/payment-lifecycle';
import { desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { orders, payments } from '../platform/db/schema';
import type { HostedPayment } from './hosted-payment';

// A payment at a provider as the shop keeps it (`payments`, decision 026), with what the payment
// code reads of its order: one select shape, so every payment the code works with has one type,
// the schema's (decision 022).

/** The columns of a stored payment and of its order that the payment code reads. */
const STORED_PAYMENT_COLUMNS = {
  id: payments.id,
  orderId: payments.orderId,
  provider: payments.provider,
  state: payments.state,
  reference: payments.reference,
  merchantReference: payments.merchantReference,
  sessionId: payments.sessionId,
  sessionUrl: payments.sessionUrl,
  sessionExpiresAt: payments.sessionExpiresAt,
  amount: payments.amount,
  currency: payments.currency,
  lines: payments.lines,
  ledger: payments.ledger,
  /** The order's storefront, its status and the method it is paid with. */
  locale: orders.locale,
  orderStatus: orders.status,
  methodId: orders.paymentMethodId,
};

/**
 * The stored payments (with their orders) that `where` picks, as a query the caller may order and
 * limit further.
 */
export function storedPayments(db: Db, where: SQL | undefined) {
  return db
    .select(STORED_PAYMENT_COLUMNS)
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(where)
    .$dynamic();
}

/** A stored payment with what the payment code reads of its order. */
export type StoredPayment = Awaited<ReturnType<typeof storedPayments>>[number];

/** The one stored payment `where` picks (the newest when several do), or undefined. */
export async function storedPayment(
  db: Db,
  where: SQL | undefined,
): Promise<StoredPayment | undefined> {
  const [row] = await storedPayments(db, where).orderBy(desc(payments.id)).limit(1);
  return row;
}

const CURRENCIES: ReadonlySet<string> = new Set(Object.values(STOREFRONTS).map((s) => s.currency));
const isCurrencyCode = (text: string): text is CurrencyCode => CURRENCIES.has(text);

/** A storefront's locale read from a text column; any other value is a bug in the stored data. */
function localeOf(payment: Pick<StoredPayment, 'id' | 'locale'>): LocaleCode {
  if (!isLocaleCode(payment.locale))
    throw new Error(`payment ${payment.id} belongs to an order of no storefront`);
  return payment.locale;
}

/** A storefront's currency read from a text column; any other value is a bug in the stored data. */
function currencyOf(payment: Pick<StoredPayment, 'id' | 'currency'>): CurrencyCode {
  if (!isCurrencyCode(payment.currency))
    throw new Error(`payment ${payment.id} is in a currency of no storefront`);
  return payment.currency;
}

/** A stored payment as the gateways take it. */
export function hostedPaymentOf(payment: StoredPayment): HostedPayment {
  const { failures } = paymentLedgerFrom(payment.ledger);
  return {
    merchantReference: payment.merchantReference,
    sessionId: payment.sessionId,
    sessionUrl: payment.sessionUrl,
    expiresAt: payment.sessionExpiresAt,
    reference: payment.reference,
    amount: payment.amount,
    currency: currencyOf(payment),
    locale: localeOf(payment),
    lines: payment.lines,
    retries: { capture: failures.capture, cancel: failures.cancel, refund: failures.refund },
  };
}
