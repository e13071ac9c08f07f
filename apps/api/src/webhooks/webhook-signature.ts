import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header that carries a delivery's signature: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const SIGNATURE_HEADER = 'Nordshop-Signature';
/** The header that carries the event's id, the same on every try (a receiver drops repeats by it). */
export const EVENT_ID_HEADER = 'Nordshop-Event-Id';

const hmac = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/**
 * The signature header of a body sent at `timestamp` (unix seconds): HMAC-SHA256 with the shared
 * secret over `<timestamp>.<raw body>`, as Stripe signs its webhooks.
 */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

/**
 * Whether a signature header is valid for the raw body, as a receiver checks it: a `v1` that
 * matches (compared in constant time) and a timestamp within `toleranceSeconds` of `nowSeconds`
 * (a replayed old delivery is refused).
 */
export function verifyWebhook(
  secret: string,
  header: string,
  body: string,
  nowSeconds: number,
  toleranceSeconds = 300,
): boolean {
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isSafeInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) return false;
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  return timingSafeEqual(
    Buffer.from(given, 'hex'),
    Buffer.from(hmac(secret, timestamp, body), 'hex'),
  );
}
