import { serveOnFreePort } from './test-server';

/** A request a webhook receiver got, and what it answered. */
export interface ReceivedWebhook {
  readonly path: string;
  readonly signature: string;
  readonly eventId: string;
  /** The raw body, exactly as it came (the signature covers it). */
  readonly body: string;
  readonly status: number;
}

/** A receiving system's webhook endpoint over real HTTP, which can be told to fail. */
export interface WebhookReceiver {
  readonly url: string;
  readonly received: ReceivedWebhook[];
  /** The next `count` requests are answered `status` (a failure); then 204 again. */
  failNext(count: number, status?: number): void;
  close(): Promise<void>;
}

/** Starts a webhook endpoint on a free loopback port: it records every request and answers 204. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  let failures = 0;
  let failStatus = 500;
  const server = await serveOnFreePort(async (request) => {
    const body = await request.text();
    const status = failures > 0 ? failStatus : 204;
    if (failures > 0) failures -= 1;
    received.push({
      path: new URL(request.url).pathname,
      signature: request.headers.get('nordshop-signature') ?? '',
      eventId: request.headers.get('nordshop-event-id') ?? '',
      body,
      status,
    });
    return new Response(status === 204 ? null : 'not now', { status });
  });
  return {
    url: `${server.baseUrl}/hooks`,
    received,
    failNext: (count, status = 500) => {
      failures = count;
      failStatus = status;
    },
    close: server.close,
  };
}
