import { randomUUID } from 'node:crypto';
import type { FakeHppStatus, FakeKlarnaHppSession } from './fake-klarna-orders';

// The fake Klarna's status updates: the HPP session's new status posted to the shop.

/**
 * Sends an HPP session's status updates in the background; `statusUpdatesSent` records the shop's
 * answers, and `settled` waits for those on their way.
 */
export function statusUpdates() {
  const statusUpdatesSent: { status: FakeHppStatus; answer: number | 'failed' }[] = [];
  const inFlight = new Set<Promise<void>>();
  /**
   * Klarna's status callback: a POST of the session's new status to merchant_urls.status_update
   * (the URL as the shop gave it, its own secret in it), sent after the answer, failures kept.
   */
  const sendStatusUpdate = (hpp: FakeKlarnaHppSession) => {
    const url = hpp.merchantUrls['status_update'];
    if (!url) return;
    const { status } = hpp;
    const sent = fetch(url.replaceAll('{{session_id}}', hpp.id), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        event_id: randomUUID(),
        session: { session_id: hpp.id, status, updated_at: hpp.updatedAt },
      }),
    })
      .then(async (answer) => {
        await answer.body?.cancel();
        statusUpdatesSent.push({ status, answer: answer.status });
      })
      .catch(() => void statusUpdatesSent.push({ status, answer: 'failed' }))
      .finally(() => inFlight.delete(sent));
    inFlight.add(sent);
  };

  const settled = async () => {
    while (inFlight.size > 0) await Promise.all([...inFlight]);
  };
  return { sendStatusUpdate, statusUpdatesSent, settled };
}
