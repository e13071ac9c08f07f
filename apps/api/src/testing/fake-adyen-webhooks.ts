import { createHmac } from 'node:crypto';
import type { FakeAdyenAmount, FakeAdyenSession } from './fake-adyen-pages';

// The fake Adyen's webhooks: standard notifications signed with HMAC-SHA256, posted to the shop.

/** A standard notification item (NotificationRequestItem) as the fake posts it. */
export interface FakeAdyenNotificationItem {
  readonly additionalData: { readonly hmacSignature: string };
  readonly amount: FakeAdyenAmount;
  readonly eventCode: 'AUTHORISATION' | 'CAPTURE' | 'CANCELLATION' | 'REFUND';
  /** ISO 8601. */
  readonly eventDate: string;
  readonly merchantAccountCode: string;
  readonly merchantReference: string;
  /** The authorisation's pspReference, on a modification's item. */
  readonly originalReference?: string;
  readonly pspReference: string;
  readonly success: 'true' | 'false';
  readonly reason?: string;
}

/** A notification item the fake posted, and the status the shop answered (or `failed`). */
export interface FakeAdyenWebhook {
  readonly item: FakeAdyenNotificationItem;
  readonly status: number | 'failed';
}

/**
 * The signature Adyen puts in a notification item: HMAC-SHA256 with the hex-decoded key over
 * pspReference, originalReference, merchantAccountCode, merchantReference, value, currency,
 * eventCode and success joined by colons, base64.
 */
function signItem(item: Omit<FakeAdyenNotificationItem, 'additionalData'>, hmacKey: string) {
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
  return createHmac('sha256', Buffer.from(hmacKey, 'hex'))
    .update(fields.join(':'), 'utf8')
    .digest('base64');
}

/**
 * Posts each notification the fake has to give, signed, in the background, when it was started
 * with an HMAC key and a webhook URL; `webhooksSent` records the shop's answers, and `settled`
 * waits for those on their way.
 */
export function notifier(options: { readonly hmacKey?: string; readonly webhookUrl?: string }) {
  const webhooksSent: FakeAdyenWebhook[] = [];
  const inFlight = new Set<Promise<void>>();
  const notify = (
    fields: Pick<
      FakeAdyenNotificationItem,
      'eventCode' | 'pspReference' | 'originalReference' | 'reason'
    >,
    success: boolean,
    session: FakeAdyenSession,
    amount: FakeAdyenAmount,
  ) => {
    const { hmacKey, webhookUrl } = options;
    if (!hmacKey || !webhookUrl) return;
    const signed = {
      ...fields,
      amount,
      eventDate: new Date().toISOString(),
      merchantAccountCode: session.merchantAccount,
      merchantReference: session.reference,
      success: success ? 'true' : 'false',
    } as const;
    const item: FakeAdyenNotificationItem = {
      additionalData: { hmacSignature: signItem(signed, hmacKey) },
      ...signed,
    };
    const sending = fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        live: 'false',
        notificationItems: [{ NotificationRequestItem: item }],
      }),
      signal: AbortSignal.timeout(5_000),
    }).then(
      async (response) => {
        await response.body?.cancel();
        webhooksSent.push({ item, status: response.status });
      },
      () => {
        webhooksSent.push({ item, status: 'failed' });
      },
    );
    inFlight.add(sending);
    void sending.finally(() => inFlight.delete(sending));
  };

  const settled = async () => {
    while (inFlight.size) await Promise.all([...inFlight]);
  };
  return { notify, webhooksSent, settled };
}
