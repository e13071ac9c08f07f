import { boundedInt, storableText } from '@nordshop/api-contract';
import type { PaymentEvent } from '@nordshop/payment-lifecycle';
import * as z from 'zod';

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

/** The body Adyen posts: `live` and up to a few hundred items (it batches). */
export const AdyenNotificationSchema = z.object({
  live: z.enum(['true', 'false']),
  notificationItems: z
    .array(z.object({ NotificationRequestItem: AdyenItemSchema }))
    .min(1)
    .max(500),
});

/**
 * The official library's HMAC check, imported on the first webhook rather than at start (the
 * library's entry loads its every API client, about half a second). Not shared state: it holds no
 * data, so each process importing its own is all there is to it.
 */
let validator: Promise<{ validateHMAC(item: AdyenItem, key: string): boolean }> | undefined;

/**
 * Whether Adyen signed `item` with `hmacKey` (hex): the library's HmacValidator over Adyen's
 * fields in Adyen's order, compared in constant time. A missing signature is a wrong one.
 */
export async function adyenItemSigned(item: AdyenItem, hmacKey: string): Promise<boolean> {
  validator ??= import('@adyen/api-library').then(
    ({ hmacValidator }) =>
      new hmacValidator() as unknown as { validateHMAC(item: AdyenItem, key: string): boolean },
  );
  const check = await validator;
  if (typeof item.additionalData?.['hmacSignature'] !== 'string') return false;
  try {
    return check.validateHMAC(item, hmacKey);
  } catch {
    return false;
  }
}

/** The payment an item is about and the report it makes, or null for an item the shop ignores. */
export interface AdyenReport {
  /** The pspReference of the payment's authorisation (a modification's originalReference). */
  readonly reference: string;
  /** The shop's reference (merchantReference) of an authorisation: the payment it finds before its pspReference is known. */
  readonly merchantReference?: string;
  readonly event: PaymentEvent;
}

/**
 * What an item reports, in the terms of libs/payment-lifecycle: an authorisation approved or
 * refused, a capture, a cancellation, a refund (CANCEL_OR_REFUND by the action Adyen took). A
 * failed modification reports nothing that happened; other event codes (reports, disputes) are not
 * the payment's life. The report's id is the event code, pspReference and outcome, which Adyen
 * repeats when it sends an item again.
 */
export function adyenReportOf(item: AdyenItem): AdyenReport | null {
  const approved = item.success === 'true';
  const reference = item.originalReference || item.pspReference;
  const report = (kind: PaymentEvent['kind'], amount: number): AdyenReport => ({
    reference,
    event: { id: `${item.eventCode}:${item.pspReference}:${item.success}`, kind, amount },
  });
  switch (item.eventCode) {
    case 'AUTHORISATION':
      return approved
        ? {
            ...report('authorized', item.amount.value),
            reference: item.pspReference,
            merchantReference: item.merchantReference,
          }
        : {
            ...report('refused', 0),
            reference: item.pspReference,
            merchantReference: item.merchantReference,
          };
    case 'CAPTURE':
      return approved ? report('captured', item.amount.value) : null;
    case 'CANCELLATION':
      return approved ? report('cancelled', 0) : null;
    case 'REFUND':
      return approved ? report('refunded', item.amount.value) : null;
    case 'CANCEL_OR_REFUND': {
      if (!approved) return null;
      const action = item.additionalData?.['modification.action'];
      return action === 'refund' ? report('refunded', item.amount.value) : report('cancelled', 0);
    }
    default:
      return null;
  }
}
