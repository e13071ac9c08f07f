import { randomBytes } from 'node:crypto';
import * as z from 'zod';
import { pageLocaleOf, type FakeAdyenSession } from './fake-adyen-pages';
import {
  itemAbout,
  pspReference,
  type FakeAdyenCaptureDelay,
  type FakeAdyenModification,
  type FakeAdyenPayment,
} from './fake-adyen-payments';
import type { FakeAdyenUnsignedItem } from './fake-adyen-webhooks';

// The fake Adyen's Checkout API calls: sessions, their results, and modifications.

/** What the fake Adyen keeps, shared by its API, its hosted page and its test controls. */
export interface FakeAdyenState {
  readonly sessions: Map<string, FakeAdyenSession>;
  readonly payments: Map<string, FakeAdyenPayment>;
  readonly modifications: FakeAdyenModification[];
  /** The kinds of modification whose next one is reported not carried out. */
  readonly refusing: Set<'capture' | 'cancel' | 'refund'>;
  readonly accountDelay: FakeAdyenCaptureDelay;
  /** The only merchant account accepted, when given. */
  readonly merchantAccount: string | undefined;
  /** Posts notification items to the shop (in the background). */
  readonly post: (items: readonly FakeAdyenUnsignedItem[]) => void;
  /** The fake's own origin, for the hosted page's URL. */
  origin: string;
}

const AmountSchema = z.object({ value: z.number().int().min(0), currency: z.string().length(3) });
const SessionBodySchema = z.object({
  merchantAccount: z.string().min(1),
  amount: AmountSchema,
  reference: z.string().min(1),
  returnUrl: z.url(),
  mode: z.string().optional(),
  shopperLocale: z.string().optional(),
  allowedPaymentMethods: z.array(z.string()).optional(),
  additionalData: z.record(z.string(), z.string()).optional(),
});
const ModificationBodySchema = z.object({
  merchantAccount: z.string().min(1),
  reference: z.string().optional(),
  amount: AmountSchema.optional(),
});

/** Adyen's error body with its status. */
export function adyenError(status: number, errorCode: string, message: string, errorType: string) {
  return Response.json({ status, errorCode, message, errorType }, { status });
}

const validation = (errorCode: string, message: string) =>
  adyenError(422, errorCode, message, 'validation');

/** POST /v71/sessions. */
export function createSession(state: FakeAdyenState, body: unknown): Response {
  const parsed = SessionBodySchema.safeParse(body);
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? 'body');
    const code = field === 'amount' ? '100' : field === 'reference' ? '130' : '000';
    return validation(code, `Required field '${field}' is not provided.`);
  }
  const request = parsed.data;
  if (state.merchantAccount && request.merchantAccount !== state.merchantAccount)
    return adyenError(403, '901', 'Invalid Merchant Account', 'security');
  const session: FakeAdyenSession = {
    id: `CS${randomBytes(8).toString('hex').toUpperCase()}`,
    merchantAccount: request.merchantAccount,
    amount: request.amount,
    reference: request.reference,
    returnUrl: request.returnUrl,
    allowedPaymentMethods: request.allowedPaymentMethods ?? [],
    pageLocale: pageLocaleOf(request.shopperLocale),
    manualCapture: request.additionalData?.['manualCapture'] === 'true',
    status: 'active',
    challenge: false,
    sessionResult: null,
    payments: [],
  };
  state.sessions.set(session.id, session);
  const hosted = request.mode === 'hosted';
  return Response.json(
    {
      id: session.id,
      ...(hosted ? { url: `${state.origin}/checkoutshopper/pay/${session.id}` } : {}),
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      amount: session.amount,
      reference: session.reference,
      returnUrl: session.returnUrl,
      merchantAccount: session.merchantAccount,
      mode: hosted ? 'hosted' : 'embedded',
      sessionData: randomBytes(48).toString('base64'),
    },
    { status: 201 },
  );
}

/** GET /v71/sessions/{id}?sessionResult=. */
export function sessionResult(
  state: FakeAdyenState,
  id: string,
  search: URLSearchParams,
): Response {
  const session = state.sessions.get(id);
  if (!session) return adyenError(404, '000', 'Not Found', 'validation');
  const given = search.get('sessionResult');
  if (!given || given !== session.sessionResult)
    return validation('14_030', 'Invalid sessionResult');
  return Response.json({
    id: session.id,
    status: session.status,
    reference: session.reference,
    ...(session.payments.length ? { payments: session.payments } : {}),
  });
}

/** POST /v71/payments/{psp}/captures | cancels | refunds: received now, reported by webhook later. */
export function modify(
  state: FakeAdyenState,
  psp: string,
  action: string,
  body: unknown,
): Response {
  const payment = state.payments.get(psp);
  const parsed = ModificationBodySchema.safeParse(body);
  if (!payment) return validation('167', 'Original pspReference required for this operation');
  if (!parsed.success)
    return validation('000', `Required field 'merchantAccount' is not provided.`);
  const { merchantAccount, reference, amount } = parsed.data;
  if (merchantAccount !== payment.session.merchantAccount)
    return adyenError(403, '901', 'Invalid Merchant Account', 'security');
  const kind = ({ captures: 'capture', cancels: 'cancel', refunds: 'refund' } as const)[
    action as 'captures' | 'cancels' | 'refunds'
  ];
  if (kind !== 'cancel') {
    if (!amount) return validation('100', "Required object 'amount' is not provided.");
    if (amount.currency !== payment.session.amount.currency)
      return validation('000', 'Currency does not match the payment');
  }
  const value = amount?.value ?? 0;
  const uncaptured = payment.session.amount.value - payment.captured;
  const capturable = !payment.cancelled && value <= uncaptured;
  // A payment taken at authorisation has nothing to capture: received, then reported undone.
  if (kind === 'capture' && !capturable && !payment.capturedAtAuthorisation)
    return validation('000', 'Capture amount exceeds the authorised amount');
  if (kind === 'refund' && value > payment.captured - payment.refunded)
    return validation('000', 'Refund amount exceeds the captured amount');
  const modPsp = pspReference();
  // Adyen only receives a modification (201); its outcome comes by webhook.
  const done =
    !state.refusing.delete(kind) &&
    !(kind === 'capture' && !capturable) &&
    !(kind === 'cancel' && payment.captured > 0);
  if (done && kind === 'capture') {
    payment.captured += value;
    payment.captures.push({ psp: modPsp, amount: value });
  } else if (done && kind === 'refund') {
    payment.refunded += value;
    payment.refunds.push({ psp: modPsp, amount: value });
  } else if (done) payment.cancelled = true;
  state.modifications.push({
    kind,
    paymentPspReference: psp,
    pspReference: modPsp,
    reference,
    amount,
    success: done,
  });
  const code = ({ capture: 'CAPTURE', cancel: 'CANCELLATION', refund: 'REFUND' } as const)[kind];
  const reason = done ? '' : 'Modification not possible for this payment';
  state.post([
    itemAbout(payment, code, {
      psp: modPsp,
      amount: value || payment.session.amount.value,
      success: done,
      reason,
    }),
  ]);
  return Response.json(
    {
      merchantAccount,
      paymentPspReference: psp,
      pspReference: modPsp,
      reference,
      status: 'received',
      ...(amount ? { amount } : {}),
    },
    { status: 201 },
  );
}
