import * as z from 'zod';
import { PaymentProviderError } from '../hosted-payment';

// How the Adyen adapter talks to the Checkout API: X-API-Key, a deadline for the whole answer,
// and every failure one PaymentProviderError with Adyen's error code.

/** What the Adyen adapter needs (ADYEN_API_KEY, ADYEN_MERCHANT_ACCOUNT, ADYEN_CHECKOUT_URL, ADYEN_CAPTURE, timeout). */
export interface AdyenHttpSettings {
  readonly apiKey: string;
  /** The Checkout API's base URL without a trailing slash, e.g. https://checkout-test.adyen.com/v71. */
  readonly checkoutUrl: string;
  /** The deadline of one call, answer body included, in milliseconds. */
  readonly timeoutMs: number;
}

/** One call to the Checkout API. */
export interface AdyenCall {
  readonly method: 'GET' | 'POST';
  /** After the checkout URL, e.g. `/sessions`. */
  readonly path: string;
  readonly body?: unknown;
  readonly idempotencyKey?: string;
}

/** Adyen's error body (ServiceError: status, errorCode, message, errorType); only the code is kept. */
const AdyenErrorSchema = z.object({ errorCode: z.string().min(1).max(100) });

/** The error code of an Adyen error body, if it is one. */
async function errorCodeOf(response: Response): Promise<string | undefined> {
  try {
    const parsed = AdyenErrorSchema.safeParse(await response.json());
    return parsed.success ? parsed.data.errorCode : undefined;
  } catch {
    return undefined;
  }
}

/** The name of what fetch threw (TimeoutError, SyntaxError, TypeError...). */
const errorName = (err: unknown) => (err as { name?: unknown } | null)?.name;

/**
 * One call within the settings' deadline, its JSON answer parsed with `schema`. Every failure is
 * a PaymentProviderError naming the status and Adyen's error code, or what happened instead,
 * never the key or the body.
 */
export async function adyenCall<S extends z.ZodType>(
  settings: AdyenHttpSettings,
  call: AdyenCall,
  schema: S,
): Promise<z.output<S>> {
  const headers: Record<string, string> = {
    'X-API-Key': settings.apiKey,
    Accept: 'application/json',
  };
  if (call.body !== undefined) headers['Content-Type'] = 'application/json';
  if (call.idempotencyKey) headers['Idempotency-Key'] = call.idempotencyKey;
  let body: unknown;
  try {
    // The deadline covers the body too: an answer that stops halfway is cut off as well.
    const response = await fetch(`${settings.checkoutUrl}${call.path}`, {
      method: call.method,
      headers,
      body: call.body === undefined ? null : JSON.stringify(call.body),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
    if (!response.ok)
      throw new PaymentProviderError('adyen', response.status, await errorCodeOf(response));
    body = await response.json();
  } catch (err) {
    if (err instanceof PaymentProviderError) throw err;
    const name = errorName(err);
    throw new PaymentProviderError(
      'adyen',
      name === 'TimeoutError' ? 'timeout' : name === 'SyntaxError' ? 'malformed' : 'network',
    );
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new PaymentProviderError('adyen', 'malformed');
  return parsed.data;
}
