import type * as z from 'zod';
import { DomainError } from '../platform/http/errors';
import { log } from '../platform/telemetry/log';
import type { CarrierId } from './pickup-point-carrier';

/** The `code` of the 503 answered when a carrier's API cannot give pick-up points. */
export const CARRIER_UNAVAILABLE_CODE = 'carrier_unavailable';

/** Why a call failed: the carrier's HTTP status, or what happened instead of an answer. */
type CarrierFailure = number | 'timeout' | 'unreachable' | 'malformed';

/** What one call gave: a JSON body, or why there is none. */
type Outcome = { readonly body: unknown } | { readonly failure: CarrierFailure };

/** One GET within `timeoutMs`; never throws. */
async function call(
  url: string,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<Outcome> {
  try {
    // The timeout covers the body too: a carrier that stops sending halfway is cut off as well.
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) {
      await response.body?.cancel();
      return { failure: response.status };
    }
    return { body: (await response.json()) as unknown };
  } catch (err) {
    const name = (err as { name?: unknown } | null)?.name;
    return {
      failure:
        name === 'TimeoutError' ? 'timeout' : name === 'SyntaxError' ? 'malformed' : 'unreachable',
    };
  }
}

/**
 * GETs a carrier's JSON within `timeoutMs` and parses it with `schema`. Any failure (an error
 * status, a wrong key, a timeout, an answer the schema refuses) is logged at warn with the carrier
 * and the status only (the URL may hold the API key, the query the shopper's postal code) and
 * thrown as one DomainError `unavailable`, code {@link CARRIER_UNAVAILABLE_CODE}: the API's 503.
 */
export async function fetchCarrierJson<S extends z.ZodType>(
  carrier: CarrierId,
  request: { url: string; headers: Record<string, string>; timeoutMs: number },
  schema: S,
): Promise<z.output<S>> {
  const outcome = await call(request.url, request.headers, request.timeoutMs);
  const parsed = 'body' in outcome ? schema.safeParse(outcome.body) : undefined;
  if (parsed?.success) return parsed.data;
  const status = 'failure' in outcome ? outcome.failure : 'malformed';
  log('warn', 'carrier unavailable', { carrier, status });
  throw new DomainError(
    'unavailable',
    `The pick-up points of ${carrier} cannot be fetched now. Try again shortly.`,
    undefined,
    CARRIER_UNAVAILABLE_CODE,
  );
}
