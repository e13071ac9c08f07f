import * as z from 'zod';
import { PaymentProviderError } from '../hosted-payment';

// How the Klarna adapter talks to Klarna: HTTP Basic, a deadline per call, and every failure one
// PaymentProviderError with Klarna's error code.

/** What the Klarna adapter needs (KLARNA_USERNAME, KLARNA_PASSWORD, KLARNA_API_URL, a timeout). */
export interface KlarnaSettings {
  /** The API credentials' username (UID), sent with the password as HTTP Basic on every call. */
  readonly username: string;
  readonly password: string;
  /** The API's origin without a trailing slash, e.g. https://api.klarna.com. */
  readonly apiUrl: string;
  /** Per call, answer body included. */
  readonly timeoutMs: number;
}

/** Klarna's error body (Klarna sends more: error_messages, correlation_id). */
const KlarnaErrorSchema = z.object({ error_code: z.string().min(1).max(100) });

/** One call to Klarna. */
export interface KlarnaCall {
  readonly method: 'GET' | 'POST' | 'DELETE';
  /** After the API's origin, or a URL Klarna answered (a session's `session_url`) as it is. */
  readonly path: string;
  readonly body?: unknown;
  /** Order Management's Klarna-Idempotency-Key; the Payments API documents none. */
  readonly idempotencyKey?: string;
}

/** The error code of a Klarna error body, if it is one. */
export function errorCodeOf(text: string): string | undefined {
  try {
    const parsed = KlarnaErrorSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data.error_code : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Makes one call within `timeoutMs` (body included) and answers its headers and JSON body
 * (undefined when empty). Throws {@link PaymentProviderError} on a non-2xx (with Klarna's error
 * code), a timeout, a network failure or a body that is not JSON, cut off halfway included; the
 * error names no credential and no shopper data.
 */
export async function callKlarna(
  settings: KlarnaSettings,
  call: KlarnaCall,
): Promise<{ headers: Headers; body: unknown }> {
  const auth = Buffer.from(`${settings.username}:${settings.password}`).toString('base64');
  const headers: Record<string, string> = {
    authorization: `Basic ${auth}`,
    accept: 'application/json',
  };
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  if (call.idempotencyKey) headers['klarna-idempotency-key'] = call.idempotencyKey;
  let response: Response;
  let text: string;
  try {
    const url = /^https?:\/\//.test(call.path) ? call.path : `${settings.apiUrl}${call.path}`;
    response = await fetch(url, {
      method: call.method,
      headers,
      body: call.body === undefined ? null : JSON.stringify(call.body),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
    text = await response.text();
  } catch (err) {
    const name = (err as { name?: unknown } | null)?.name;
    throw new PaymentProviderError('klarna', name === 'TimeoutError' ? 'timeout' : 'network');
  }
  if (!response.ok) throw new PaymentProviderError('klarna', response.status, errorCodeOf(text));
  try {
    return { headers: response.headers, body: text ? (JSON.parse(text) as unknown) : undefined };
  } catch {
    throw new PaymentProviderError('klarna', 'malformed');
  }
}

/** `body` parsed with `schema`, or a {@link PaymentProviderError} `malformed`. */
export function parsed<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body);
  if (!result.success) throw new PaymentProviderError('klarna', 'malformed');
  return result.data;
}

/** A response header Klarna documents (Capture-Id, Refund-Id), or a `malformed` error. */
export function headerOf(headers: Headers, name: string): string {
  const value = headers.get(name);
  if (!value) throw new PaymentProviderError('klarna', 'malformed');
  return value;
}
