import { boundedInt, storableText } from '@nordshop/api-contract';
import type { PaymentEvent, PaymentEventKind } from '@nordshop/payment-lifecycle';
import * as z from 'zod';
import type { PaymentReport } from '../payment-report';

// Adyen's standard webhook (decision 026): a JSON body of notification items, each signed on its
// own with HMAC-SHA256 (additionalData.hmacSignature), checked with the official library's
// HmacValidator before anything else is read.

/** One notification item, the fields the shop reads and the HMAC covers; Adyen sends more. */
const AdyenItemSchema = z.object({
  additionalData: z.record(z.string(), z.unknown()).optional(),
  amount: z.object({
    value: boundedInt(0),
    currency: z.string().regex(/^[A-Z]{3}$/, { error: 'must be an ISO 4217 code' }),
  }),
  eventCode: storableText(64).min(1),
  merchantAccountCode: storableText(200),
  merchantReference: storableText(200),
  originalReference: storableText(64).optional(),
  pspReference: storableText(64).min(1),
  success: z.enum(['true', 'false']),
});
export type AdyenItem = z.infer<typeof AdyenItemSchema>;

/** The most items one body holds: Adyen batches its standard notifications. */
export const ADYEN_BATCH_MAX_ITEMS = 500;

/** The body Adyen posts: `live` and up to {@link ADYEN_BATCH_MAX_ITEMS} items. */
export const AdyenNotificationSchema = z.object({
  live: z.enum(['true', 'false']),
  notificationItems: z
    .array(z.object({ NotificationRequestItem: AdyenItemSchema }))
    .min(1)
    .max(ADYEN_BATCH_MAX_ITEMS),
});

/**
 * The official library's HMAC check, imported on the first webhook rather than at start (the
 * library's entry loads its every API client, about half a second). Not shared state: it holds no
 * data, so each process importing its own is all there is to it.
 */
let validator: Promise<{ validateHMAC(item: AdyenItem, key: string): boolean }> | undefined;

/**
 * The HMAC keys of ADYEN_HMAC_KEY: one, or two separated by a comma while a key is rotated
 * (Adyen's advice: accept the old and the new key until the new one signs everything).
 */
export function adyenHmacKeys(setting: string): string[] {
  return setting
    .split(',')
    .map((key) => key.trim())
    .filter((key) => key.length > 0);
}

/**
 * Whether Adyen signed `item` with one of `hmacKeys` (hex): the library's HmacValidator over
 * Adyen's fields in Adyen's order, compared in constant time. A missing signature is a wrong one.
 */
export async function adyenItemSigned(
  item: AdyenItem,
  hmacKeys: string | readonly string[],
): Promise<boolean> {
  validator ??= import('@adyen/api-library').then(
    ({ hmacValidator }) =>
      new hmacValidator() as unknown as { validateHMAC(item: AdyenItem, key: string): boolean },
  );
  const check = await validator;
  if (typeof item.additionalData?.['hmacSignature'] !== 'string') return false;
  const keys = typeof hmacKeys === 'string' ? adyenHmacKeys(hmacKeys) : hmacKeys;
  return keys.some((key) => {
    try {
      return check.validateHMAC(item, key);
    } catch {
      return false;
    }
  });
}

/** The dispute event codes (docs.adyen.com/risk-management/disputes-api/dispute-notifications). */
const DISPUTE_KINDS: Readonly<Record<string, PaymentEventKind>> = {
  NOTIFICATION_OF_CHARGEBACK: 'disputeNoticed',
  CHARGEBACK: 'chargedBack',
  SECOND_CHARGEBACK: 'chargedBack',
  CHARGEBACK_REVERSED: 'chargebackReversed',
};

/**
 * The kind of an item's report, or null for an item that is not the payment's life (reports,
 * other disputes steps, offers). A modification Adyen did not carry out (`success: "false"`) is
 * reported refused; CAPTURE_FAILED, REFUND_FAILED and REFUNDED_REVERSED come with
 * `success: "true"` after their CAPTURE or REFUND (Webhooks-v1 examples) and undo it.
 */
function kindOf(item: AdyenItem): PaymentEventKind | null {
  const done = item.success === 'true';
  switch (item.eventCode) {
    case 'AUTHORISATION':
      return done ? 'authorized' : 'refused';
    case 'CAPTURE':
      return done ? 'captured' : 'captureRefused';
    case 'CANCELLATION':
      return done ? 'cancelled' : 'cancelRefused';
    case 'REFUND':
      return done ? 'refunded' : 'refundRefused';
    case 'CANCEL_OR_REFUND': {
      const refund = item.additionalData?.['modification.action'] === 'refund';
      if (done) return refund ? 'refunded' : 'cancelled';
      return refund ? 'refundRefused' : 'cancelRefused';
    }
    case 'CAPTURE_FAILED':
      return done ? 'captureFailed' : null;
    case 'REFUND_FAILED':
      return done ? 'refundFailed' : null;
    case 'REFUNDED_REVERSED':
      return done ? 'refundReversed' : null;
    default:
      return done ? (DISPUTE_KINDS[item.eventCode] ?? null) : null;
  }
}

/** The kinds whose amount is not money moved: counted with 0. */
const WITHOUT_AMOUNT: ReadonlySet<PaymentEventKind> = new Set([
  'refused',
  'cancelled',
  'cancelRefused',
]);

/**
 * What an item reports, in the terms of libs/payment-lifecycle, or null for an item the shop does
 * not count. The payment is the authorisation's pspReference (a modification's or dispute's
 * originalReference); an authorisation also names the shop's reference, which finds a payment
 * before its pspReference is known. A dispute step that names no originalReference (the
 * CHARGEBACK_REVERSED example) finds its payment through the dispute's earlier reports, which share
 * its pspReference. The report's id is the event code, pspReference and outcome, which Adyen
 * repeats when it sends an item again; its currency must be the payment's.
 */
export function adyenReportOf(item: AdyenItem): PaymentReport | null {
  const kind = kindOf(item);
  if (!kind) return null;
  const event: PaymentEvent = {
    id: `${item.eventCode}:${item.pspReference}:${item.success}`,
    kind,
    amount: WITHOUT_AMOUNT.has(kind) ? 0 : item.amount.value,
  };
  const base = { event, currency: item.amount.currency };
  if (item.eventCode === 'AUTHORISATION')
    return { ...base, reference: item.pspReference, merchantReference: item.merchantReference };
  const dispute = item.eventCode in DISPUTE_KINDS;
  return {
    ...base,
    reference: item.originalReference || item.pspReference,
    ...(dispute
      ? {
          sameCaseAs: ['NOTIFICATION_OF_CHARGEBACK', 'CHARGEBACK', 'SECOND_CHARGEBACK'].map(
            (code) => `${code}:${item.pspReference}:true`,
          ),
        }
      : {}),
  };
}
