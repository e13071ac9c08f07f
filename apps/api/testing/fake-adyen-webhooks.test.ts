import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ADYEN_WEBHOOK_RETRY_DELAYS_MS,
  ADYEN_WEBHOOK_TIMEOUT_MS,
  notifier,
  type FakeAdyenUnsignedItem,
} from './fake-adyen-webhooks';

// The fake's webhooks keep Adyen's delivery rules: an answer within 10 seconds, and three retries of
// a body the shop did not accept (docs.adyen.com: accept webhooks; troubleshoot webhooks).

const HMAC_KEY = '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056';
const ITEM: FakeAdyenUnsignedItem = {
  amount: { value: 1000, currency: 'SEK' },
  eventCode: 'AUTHORISATION',
  eventDate: '2026-12-02T10:00:00+01:00',
  merchantAccountCode: 'NordshopECOM',
  merchantReference: 'NS-1',
  pspReference: 'PSP0000000000001',
  success: 'true',
};

let shop: Server | undefined;
afterEach(async () => {
  const closing = shop;
  shop = undefined;
  if (!closing?.listening) return;
  closing.closeAllConnections();
  await new Promise((resolve) => closing.close(resolve));
});

/** A shop answering its n-th webhook with `statuses[n]` (the last one after that). */
async function shopAnswering(statuses: readonly number[]) {
  const bodies: unknown[] = [];
  shop = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      bodies.push(JSON.parse(text));
      res.statusCode = statuses[Math.min(bodies.length, statuses.length) - 1]!;
      res.end('[accepted]');
    });
  });
  await new Promise<void>((resolve) => shop!.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(shop.address() as AddressInfo).port}/webhook`, bodies };
}

describe("the fake Adyen's webhook delivery", () => {
  it('waits 10 s for an answer and retries three times at 9, 18 and 27 s, as Adyen documents', () => {
    expect(ADYEN_WEBHOOK_TIMEOUT_MS).toBe(10_000);
    const at = ADYEN_WEBHOOK_RETRY_DELAYS_MS.map((_, i, all) =>
      all.slice(0, i + 1).reduce((a, b) => a + b, 0),
    );
    expect(at).toEqual([9_000, 18_000, 27_000]);
  });

  it.each([
    { answers: [200], statuses: [200] },
    { answers: [500, 200], statuses: [500, 200] },
    { answers: [503, 401, 202], statuses: [503, 401, 202] },
    { answers: [500], statuses: [500, 500, 500, 500] },
  ])('sends the same body again until it is accepted: $answers', async ({ answers, statuses }) => {
    const { url, bodies } = await shopAnswering(answers);
    const { post, webhooksSent, settled } = notifier({
      hmacKey: HMAC_KEY,
      webhookUrl: url,
      webhookRetryDelaysMs: [10, 10, 10],
    });
    post([ITEM]);
    await settled();
    expect(webhooksSent.map((w) => [w.attempt, w.status])).toEqual(
      statuses.map((status, i) => [i + 1, status]),
    );
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
  });

  it('retries a delivery whose connection failed, and records why', async () => {
    const { url, bodies } = await shopAnswering([200]);
    const port = new URL(url).port;
    shop!.close();
    const { post, webhooksSent, settled } = notifier({
      hmacKey: HMAC_KEY,
      webhookUrl: url,
      webhookRetryDelaysMs: [200],
    });
    post([ITEM]);
    // The shop is back on its port before the retry.
    await new Promise((resolve) => setTimeout(resolve, 50));
    shop = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        bodies.push('again');
        res.end('[accepted]');
      });
    });
    await new Promise<void>((resolve) => shop!.listen(Number(port), '127.0.0.1', resolve));
    await settled();
    expect(webhooksSent.map((w) => w.status)).toEqual(['failed', 200]);
    expect(webhooksSent[0]?.error).toMatch(/fetch failed|ECONNREFUSED/);
    expect(bodies).toEqual(['again']);
  });

  it('sends no retry still waiting once stopped', async () => {
    const { url } = await shopAnswering([500]);
    const { post, webhooksSent, settled, stop } = notifier({
      hmacKey: HMAC_KEY,
      webhookUrl: url,
      webhookRetryDelaysMs: [60_000],
    });
    post([ITEM]);
    await vi.waitFor(() => expect(webhooksSent).toHaveLength(1));
    stop();
    await settled();
    expect(webhooksSent.map((w) => w.status)).toEqual([500]);
  });
});
