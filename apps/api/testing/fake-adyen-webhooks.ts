import { createHmac } from 'node:crypto';
import { postUntilAccepted } from './fake-http';
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

/**
 * One delivery of a notification item and the shop's answer: its status, or `failed` with why (no
 * answer within Adyen's 10 seconds, or the connection failed). `attempt` counts from 1; Adyen sends
 * an item again after an answer that is not a 2xx (see {@link notifier}).
 */
export interface FakeAdyenWebhook {
  readonly item: FakeAdyenNotificationItem;
  readonly status: number | 'failed';
  readonly attempt: number;
  readonly error?: string;
}

/**
 * How long Adyen waits for the answer to a webhook: "If we do not receive this response within 10
 * seconds ... all webhooks to your endpoint will be queued and retried" (docs.adyen.com, Webhooks:
 * accept webhooks).
 */
export const ADYEN_WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * Adyen's first retries of a webhook not accepted: "Adyen retries sending the webhook message three
 * times before placing the webhook into a retry queue. The initial delivery attempts are sent at 9
 * seconds, 18 seconds, and again at 27 seconds" (docs.adyen.com, Troubleshoot webhooks: retry
 * queue). The queue's later retries (2 minutes to 8 hours apart) are beyond a test's time: an item
 * still not accepted after these is left, as Adyen's queue would hold it.
 */
export const ADYEN_WEBHOOK_RETRY_DELAYS_MS: readonly number[] = [9_000, 9_000, 9_000];

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

/** Where and how the fake sends its webhooks. */
export interface FakeAdyenNotifierOptions {
  readonly hmacKey?: string;
  readonly webhookUrl?: string;
  /** The waits before each retry of a body not accepted; Adyen's by default. */
  readonly webhookRetryDelaysMs?: readonly number[];
}

/**
 * Posts notifications the fake has to give, signed, in the background, when it was started with an
 * HMAC key and a webhook URL, and sends a body again after no answer, a failed connection or an
 * answer that is not a 2xx, as Adyen does; `webhooksSent` records each delivery and the shop's
 * answer, and `settled` waits for those on their way (retries included). `post` sends several items
 * in one body, as Adyen's batches do. `stop` cancels the retries still waiting.
 */
export function notifier(options: FakeAdyenNotifierOptions) {
  const webhooksSent: FakeAdyenWebhook[] = [];
  const inFlight = new Set<Promise<void>>();
  const timing = {
    timeoutMs: ADYEN_WEBHOOK_TIMEOUT_MS,
    retryDelaysMs: options.webhookRetryDelaysMs ?? ADYEN_WEBHOOK_RETRY_DELAYS_MS,
  };
  const stopping = new AbortController();
  const deliver = (url: string, signed: readonly FakeAdyenNotificationItem[]) =>
    postUntilAccepted(
      url,
      JSON.stringify({
        live: 'false',
        notificationItems: signed.map((NotificationRequestItem) => ({ NotificationRequestItem })),
      }),
      timing,
      (answer, attempt) => {
        for (const item of signed) webhooksSent.push({ item, attempt, ...answer });
      },
      stopping.signal,
    );
  const post = (items: readonly FakeAdyenUnsignedItem[]) => {
    const { hmacKey, webhookUrl } = options;
    if (!hmacKey || !webhookUrl || items.length === 0) return;
    const sending = deliver(
      webhookUrl,
      items.map((item) => signItem(item, hmacKey)),
    );
    inFlight.add(sending);
    void sending.finally(() => inFlight.delete(sending));
  };
  const settled = async () => {
    while (inFlight.size) await Promise.all([...inFlight]);
  };
  const stop = () => stopping.abort();
  return { post, webhooksSent, settled, stop };
}
