import { randomBytes } from 'node:crypto';
import type { FakeAdyenAmount, FakeAdyenSession } from './fake-adyen-pages';
import type { FakeAdyenEventCode, FakeAdyenUnsignedItem } from './fake-adyen-webhooks';

// The fake Adyen's payments after their page: what was captured, refunded and released, the
// modifications the API takes, and the reports Adyen sends about them later, failures and
// disputes included, each as Adyen's documentation describes it.

/** A 16-character pspReference of uppercase letters and digits. */
export function pspReference(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  return [...randomBytes(16)].map((byte) => alphabet[byte % alphabet.length]).join('');
}

/**
 * The payment method types Adyen can capture separately from the authorization; the others
 * (iDEAL, Swish) are taken with it (docs.adyen.com/online-payments/capture: "Separate capture is
 * only available for some payment methods").
 */
const SEPARATE_CAPTURE: ReadonlySet<string> = new Set(['scheme', 'vipps', 'mobilepay']);

/** How the fake's merchant account captures (Customer Area, Account settings, Capture delay). */
export type FakeAdyenCaptureDelay = 'immediate' | 'manual';

/** An authorised payment at the fake. */
export interface FakeAdyenPayment {
  readonly psp: string;
  readonly session: FakeAdyenSession;
  /** The Adyen type paid with (scheme, swish, vipps, mobilepay, ideal). */
  readonly type: string;
  /** Whether its money went with the authorization (automatic capture or a one-phase method). */
  readonly capturedAtAuthorisation: boolean;
  captured: number;
  refunded: number;
  cancelled: boolean;
  readonly captures: { psp: string; amount: number }[];
  readonly refunds: { psp: string; amount: number }[];
  disputePsp: string | null;
}

/** A capture, cancellation or refund the fake took. */
export interface FakeAdyenModification {
  readonly kind: 'capture' | 'cancel' | 'refund';
  readonly paymentPspReference: string;
  readonly pspReference: string;
  readonly reference: string | undefined;
  readonly amount: FakeAdyenAmount | undefined;
  /** Whether Adyen carried it out (its webhook's `success`). */
  readonly success: boolean;
}

/**
 * Whether Adyen takes a new payment's money with its authorization: always for iDEAL and Swish;
 * for the others, unless the account captures manually or the session asked for manual capture.
 */
export function capturesAtAuthorisation(
  type: string,
  accountDelay: FakeAdyenCaptureDelay,
  session: FakeAdyenSession,
): boolean {
  if (!SEPARATE_CAPTURE.has(type)) return true;
  return accountDelay === 'immediate' && !session.manualCapture;
}

/** The additionalData Adyen adds to an authorisation's item (a sample, without personal data). */
export function authorisationData(type: string): Record<string, string> {
  const card = type === 'scheme';
  return {
    paymentMethodVariant: card ? 'visa' : type,
    ...(card
      ? {
          authCode: String(100_000 + (randomBytes(2).readUInt16BE() % 900_000)),
          cardSummary: '0000',
          expiryDate: '03/2030',
          cardBin: '491761',
          issuerCountry: 'SE',
          fundingSource: 'DEBIT',
          threeDAuthenticated: 'true',
          threeDOffered: 'true',
          liabilityShift: 'true',
          cvcResult: '1 Matches',
          avsResult: '0 Unknown',
          'checkout.cardAddedBrand': 'visa',
          acquirerCode: 'TestPmmAcquirer',
          acquirerReference: randomBytes(6).toString('hex').toUpperCase(),
        }
      : {}),
    checkoutSessionId: randomBytes(8).toString('hex').toUpperCase(),
    recurringProcessingModel: 'CardOnFile',
    eci: 'N/A',
    refusalReasonRaw: 'AUTHORISED',
  };
}

/** An item about `payment` (its merchant account and reference), unsigned. */
export function itemAbout(
  payment: Pick<FakeAdyenPayment, 'psp' | 'session' | 'type'>,
  eventCode: FakeAdyenEventCode,
  fields: { psp: string; amount: number; success?: boolean; original?: boolean; reason?: string },
  additionalData: Record<string, string> = {},
): FakeAdyenUnsignedItem {
  return {
    additionalData,
    amount: { value: fields.amount, currency: payment.session.amount.currency },
    eventCode,
    eventDate: new Date().toISOString(),
    merchantAccountCode: payment.session.merchantAccount,
    merchantReference: payment.session.reference,
    ...(fields.original === false ? {} : { originalReference: payment.psp }),
    paymentMethod: payment.type === 'scheme' ? 'visa' : payment.type,
    pspReference: fields.psp,
    success: fields.success === false ? 'false' : 'true',
    ...(fields.reason ? { reason: fields.reason } : {}),
  };
}

/**
 * The dispute steps of Adyen's dispute webhooks: every step of one dispute shares its pspReference
 * and names the payment as originalReference; the CHARGEBACK_REVERSED example of Webhooks-v1
 * names none, and the fake sends it so.
 */
export function disputeItem(
  payment: FakeAdyenPayment,
  eventCode: 'NOTIFICATION_OF_CHARGEBACK' | 'CHARGEBACK' | 'CHARGEBACK_REVERSED',
  amount: number,
): FakeAdyenUnsignedItem {
  payment.disputePsp ??= pspReference();
  const data: Record<string, string> =
    eventCode === 'CHARGEBACK_REVERSED'
      ? {}
      : {
          chargebackReasonCode: '4853',
          chargebackSchemeCode: 'mc',
          defensePeriodEndsAt: new Date(Date.now() + 14 * 86_400_000).toISOString(),
          defendable: 'true',
          modificationMerchantReferences: payment.session.reference,
        };
  return itemAbout(
    payment,
    eventCode,
    {
      psp: payment.disputePsp,
      amount,
      original: eventCode !== 'CHARGEBACK_REVERSED',
      reason: 'Not as Described or Defective Merchandise/Services',
    },
    data,
  );
}
