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
  authorizationToken: string | null;
}

/** An HPP session hosting a KP session. */
export interface FakeKlarnaHppSession {
  readonly id: string;
  readonly paymentSessionId: string;
  readonly merchantUrls: Readonly<Record<string, string>>;
  /** The category the page offers: the first of options.payment_method_categories, else pay_later. */
  readonly category: string;
  status: FakeHppStatus;
  authorizationToken: string | null;
  updatedAt: string;
  readonly expiresAt: string;
}

/** An order in Order Management, with what was captured and refunded (minor units). */
export interface FakeKlarnaOrder {
  readonly id: string;
  readonly authorizationToken: string;
  readonly amount: number;
  readonly category: string;
  readonly captures: { id: string; amount: number }[];
  readonly refunds: { id: string; amount: number }[];
  cancelled: boolean;
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
    if (order.customer?.type === 'organization' && !order.customer.organization_registration_id)
      ctx.addIssue({ code: 'custom', message: 'organization_registration_id is required' });
  });
export type KlarnaOrderData = z.infer<typeof OrderDataSchema>;

export const HppRequestSchema = z.object({
  payment_session_url: z.url(),
  merchant_urls: z.record(z.string(), z.url()).optional(),
  options: z
    .object({ payment_method_categories: z.array(z.string()).optional() })
    .loose()
    .optional(),
});
