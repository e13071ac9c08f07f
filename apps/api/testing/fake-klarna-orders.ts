import * as z from 'zod';

// What the fake Klarna keeps (its sessions and orders) and how it checks the bodies it is sent.

/** The states of an HPP session (Klarna's HPP session lifecycle). */
export type FakeHppStatus =
  | 'WAITING'
  | 'IN_PROGRESS'
  | 'COMPLETED'
  | 'FAILED'
  | 'CANCELLED'
  | 'BACK'
  | 'ERROR'
  | 'DISABLED'
  | 'MANUAL_ID_CHECK';

/** A KP session: the order body it was created with, and its authorization token once given. */
export interface FakeKlarnaPaymentSession {
  readonly id: string;
  readonly order: KlarnaOrderData;
  /** The categories Klarna offers it (by market and customer type). */
  readonly categories: readonly string[];
  /** Where Klarna notifies the shop of its review of an order placed PENDING. */
  readonly notificationUrl: string | undefined;
  authorizationToken: string | null;
  /** The order placed with its token: placing it closes the session (its token is used). */
  orderId: string | null;
  /** Whether the shopper's identity leads to a manual fraud review (fraud_status PENDING). */
  review: boolean;
}

/** An HPP session hosting a KP session. */
export interface FakeKlarnaHppSession {
  readonly id: string;
  readonly paymentSessionId: string;
  readonly merchantUrls: Readonly<Record<string, string>>;
  /** The category the page offers: the first of options.payment_method_categories, else PAY_LATER. */
  readonly category: string;
  status: FakeHppStatus;
  authorizationToken: string | null;
  updatedAt: string;
  /** One hour before its KP session's 48 hours (docs.klarna.com create-session); `expire` moves it. */
  expiresAt: string;
}

/** An order in Order Management, with its review and what was captured and refunded (minor units). */
export interface FakeKlarnaOrder {
  readonly id: string;
  readonly authorizationToken: string;
  readonly amount: number;
  readonly currency: string;
  readonly merchantReference: string | undefined;
  readonly category: string;
  readonly captures: { id: string; amount: number }[];
  readonly refunds: { id: string; amount: number }[];
  cancelled: boolean;
  /** ACCEPTED, or PENDING under Klarna's manual review until it decides (ACCEPTED or REJECTED). */
  fraudStatus: 'ACCEPTED' | 'PENDING' | 'REJECTED';
}

/**
 * The HPP API's payment method categories (the official SDK's
 * HostedPaymentPagePaymentMethodCategory), upper case.
 */
export const HPP_CATEGORIES = [
  'DIRECT_DEBIT',
  'DIRECT_BANK_TRANSFER',
  'PAY_NOW',
  'PAY_LATER',
  'PAY_OVER_TIME',
] as const;

/**
 * The categories Klarna offers a KP session, as its answer's `payment_method_categories`: Pay
 * Later to everyone; Financing (pay_over_time) to private shoppers, not in Denmark and the
 * Netherlands (the PPRO and HiPay market tables); companies are offered Pay Later only (Klarna's
 * B2B through Billie: "Pay Later (30 days)").
 */
export function categoriesOf(order: KlarnaOrderData): string[] {
  const company = order.customer?.type === 'organization';
  const financing = !company && !['DK', 'NL'].includes(order.purchase_country);
  return financing ? ['pay_later', 'pay_over_time'] : ['pay_later'];
}

/** An amount in minor units. */
const amount = z.int().nonnegative();

/** An order line as Klarna checks it: total = quantity × unit price − discount. */
export const OrderLineSchema = z
  .object({
    name: z.string().min(1),
    quantity: z.int().positive(),
    unit_price: z.int(),
    tax_rate: z.int().nonnegative().default(0),
    total_amount: z.int(),
    total_discount_amount: amount.default(0),
    total_tax_amount: z.int().default(0),
  })
  .refine((l) => l.total_amount === l.quantity * l.unit_price - l.total_discount_amount, {
    error: 'total_amount must be quantity × unit_price − total_discount_amount',
  });

/** The order data of a KP session or an order: country, currency, amounts adding up, customer. */
export const OrderDataSchema = z
  .object({
    purchase_country: z.string().regex(/^[A-Z]{2}$/),
    purchase_currency: z.string().regex(/^[A-Z]{3}$/),
    locale: z.string().optional(),
    order_amount: amount,
    order_tax_amount: amount.default(0),
    order_lines: z.array(OrderLineSchema).min(1),
    merchant_reference1: z.string().max(255).optional(),
    merchant_urls: z.object({ notification: z.url().optional() }).loose().optional(),
    customer: z
      .object({
        type: z.enum(['person', 'organization']).default('person'),
        organization_registration_id: z.string().min(1).optional(),
      })
      .optional(),
  })
  .superRefine((order, ctx) => {
    const sum = (pick: (l: z.infer<typeof OrderLineSchema>) => number) =>
      order.order_lines.reduce((total, line) => total + pick(line), 0);
    if (sum((l) => l.total_amount) !== order.order_amount)
      ctx.addIssue({ code: 'custom', message: 'order_lines do not add up to order_amount' });
    if (sum((l) => l.total_tax_amount) !== order.order_tax_amount)
      ctx.addIssue({ code: 'custom', message: 'order_lines do not add up to order_tax_amount' });
  });
export type KlarnaOrderData = z.infer<typeof OrderDataSchema>;

/** POST /hpp/v1/sessions: the KP session's URL, the merchant URLs, the categories offered. */
export const HppRequestSchema = z.object({
  payment_session_url: z.url(),
  merchant_urls: z.record(z.string(), z.url()).optional(),
  options: z
    .object({
      payment_method_categories: z.array(z.enum(HPP_CATEGORIES)).optional(),
      place_order_mode: z.enum(['NONE', 'PLACE_ORDER', 'CAPTURE_ORDER']).optional(),
    })
    .loose()
    .optional(),
});
