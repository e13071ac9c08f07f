import { createHmac } from 'node:crypto';
import type { FakeAdyenAmount } from './fake-adyen-pages';

// The fake Adyen's webhooks: standard notifications signed with HMAC-SHA256, posted to the shop,
// one item a body or several batched in one (Adyen batches: "notificationItems" is an array).

/** The event codes the fake reports (Webhooks-v1: Standard and Dispute). */
export type FakeAdyenEventCode =
  | 'AUTHORISATION'
  | 'CAPTURE'
  | 'CANCELLATION'
  | 'REFUND'
  | 'CAPTURE_FAILED'
  | 'REFUND_FAILED'
  | 'REFUNDED_REVERSED'
  | 'NOTIFICATION_OF_CHARGEBACK'
  | 'CHARGEBACK'
  | 'CHARGEBACK_REVERSED';

/** A standard notification item (NotificationRequestItem) as the fake posts it. */
export interface FakeAdyenNotificationItem {
  readonly additionalData: Readonly<Record<string, string>> & { readonly hmacSignature: string };
  readonly amount: FakeAdyenAmount;
  readonly eventCode: FakeAdyenEventCode;
  /** ISO 8601. */
  readonly eventDate: string;
  readonly merchantAccountCode: string;
  readonly merchantReference: string;
  /** The payment's pspReference, on a modification's or a dispute's item. */
  readonly originalReference?: string;
  readonly paymentMethod?: string;
  readonly pspReference: string;
  readonly success: 'true' | 'false';
  readonly reason?: string;
}

/** An item before it is signed. */
export type FakeAdyenUnsignedItem = Omit<FakeAdyenNotificationItem, 'additionalData'> & {
  readonly additionalData?: Readonly<Record<string, string>>;
};

/** A notification item the fake posted, and the status the shop answered (or `failed`). */
export interface FakeAdyenWebhook {
  readonly item: FakeAdyenNotificationItem;
  readonly status: number | 'failed';
}

/**
 * The signature Adyen puts in a notification item: HMAC-SHA256 with the hex-decoded key over
 * pspReference, originalReference, merchantAccountCode, merchantReference, value, currency,
 * eventCode and success joined by colons, base64 (the official library's hmacValidator).
 */
export function signItem(item: FakeAdyenUnsignedItem, hmacKey: string): FakeAdyenNotificationItem {
  const fields = [
    item.pspReference,
    item.originalReference ?? '',
    item.merchantAccountCode,
    item.merchantReference,
    item.amount.value,
    item.amount.currency,
    item.eventCode,
    item.success,
  ];
  const hmacSignature = createHmac('sha256', Buffer.from(hmacKey, 'hex'))
    .update(fields.join(':'), 'utf8')
    .digest('base64');
  return { ...item, additionalData: { ...item.additionalData, hmacSignature } };
}

/**
 * Posts notifications the fake has to give, signed, in the background, when it was started with an
 * HMAC key and a webhook URL; `webhooksSent` records the shop's answers, and `settled` waits for
 * those on their way. `post` sends several items in one body, as Adyen's batches do.
 */
export function notifier(options: { readonly hmacKey?: string; readonly webhookUrl?: string }) {
  const webhooksSent: FakeAdyenWebhook[] = [];
  const inFlight = new Set<Promise<void>>();
  const post = (items: readonly FakeAdyenUnsignedItem[]) => {
    const { hmacKey, webhookUrl } = options;
    if (!hmacKey || !webhookUrl || items.length === 0) return;
    const signed = items.map((item) => signItem(item, hmacKey));
    const sending = fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        live: 'false',
        notificationItems: signed.map((NotificationRequestItem) => ({ NotificationRequestItem })),
      }),
      signal: AbortSignal.timeout(5_000),
    }).then(
      async (response) => {
        await response.body?.cancel();
        for (const item of signed) webhooksSent.push({ item, status: response.status });
      },
      () => {
        for (const item of signed) webhooksSent.push({ item, status: 'failed' });
      },
    );
    inFlight.add(sending);
    void sending.finally(() => inFlight.delete(sending));
  };
  const settled = async () => {
    while (inFlight.size) await Promise.all([...inFlight]);
  };
  return { post, webhooksSent, settled };
}
