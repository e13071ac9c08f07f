import { randomUUID } from 'node:crypto';
import { postUntilAccepted } from './fake-http';
import type { FakeHppStatus, FakeKlarnaHppSession } from './fake-klarna-orders';

// The fake Klarna's calls to the shop: the HPP session's new status posted to
// merchant_urls.status_update, and the result of a fraud review posted to the KP session's
// merchant_urls.notification.

/**
 * Klarna waits this long for a 2xx, then calls again, at most three times more
 * (docs.klarna.com hosted-payment-page status-callbacks: "In case no response is gotten in less
 * than 3 seconds, there will be a retry … up to three times").
 */
export const STATUS_CALLBACK_TIMEOUT_MS = 3_000;
const STATUS_CALLBACK_TIMING = { timeoutMs: STATUS_CALLBACK_TIMEOUT_MS, retryDelaysMs: [0, 0, 0] };

/** A call the fake made to the shop and the shop's answers, one per try (`failed`: none in time). */
export interface FakeKlarnaCallback {
  readonly status: FakeHppStatus | 'FRAUD_RISK_ACCEPTED' | 'FRAUD_RISK_REJECTED';
  readonly answer: number | 'failed';
  readonly tries: number;
}

/**
 * Sends the fake's callbacks in the background, each retried as Klarna documents for its status
 * callbacks; `statusUpdatesSent` records the shop's final answers, and `settled` waits for those
 * on their way.
 */
export function statusUpdates() {
  const statusUpdatesSent: FakeKlarnaCallback[] = [];
  const inFlight = new Set<Promise<void>>();

  const send = async (url: string, body: unknown, status: FakeKlarnaCallback['status']) => {
    let last: FakeKlarnaCallback = { status, answer: 'failed', tries: 0 };
    await postUntilAccepted(url, JSON.stringify(body), STATUS_CALLBACK_TIMING, (answer, tries) => {
      last = { status, answer: answer.status, tries };
    });
    statusUpdatesSent.push(last);
  };
  const track = (sending: Promise<void>) => {
    inFlight.add(sending);
    void sending.finally(() => inFlight.delete(sending));
  };

  /** The status callback: `{event_id, session}` to the page's merchant_urls.status_update. */
  const sendStatusUpdate = (hpp: FakeKlarnaHppSession) => {
    const url = hpp.merchantUrls['status_update'];
    if (!url) return;
    const { status } = hpp;
    const body = {
      event_id: randomUUID(),
      session: { session_id: hpp.id, status, updated_at: hpp.updatedAt },
    };
    track(send(url.replaceAll('{{session_id}}', hpp.id), body, status));
  };

  /** A pending order's review ended: `{order_id, event_type}` to the KP session's notification URL. */
  const sendReviewNotification = (
    url: string,
    orderId: string,
    eventType: 'FRAUD_RISK_ACCEPTED' | 'FRAUD_RISK_REJECTED',
  ) => track(send(url, { order_id: orderId, event_type: eventType }, eventType));

  const settled = async () => {
    while (inFlight.size > 0) await Promise.all([...inFlight]);
  };
  return { sendStatusUpdate, sendReviewNotification, statusUpdatesSent, settled };
}
