/**
 * What went wrong, independent of transport. The API maps each kind to an HTTP status in one
 * table (apps/api `errors.ts`); a library only picks the kind.
 * - `invalid_data`: the input breaks a rule (a negative price, a fractional quantity, a bad field);
 * - `not_found`: the thing asked for does not exist;
 * - `not_allowed`: the caller is known but may not do this;
 * - `conflict`: the request clashes with the current state (stock, an idempotency key);
 * - `unauthorized`: the caller is not known (no or an invalid token);
 * - `rate_limited`: too many attempts in too short a time;
 * - `too_large`: the request is larger than allowed;
 * - `unavailable`: a service the request needs (a carrier's API) cannot answer now; a retry may work.
 */
export const DOMAIN_ERROR_KINDS = [
  'invalid_data',
  'not_found',
  'not_allowed',
  'conflict',
  'unauthorized',
  'rate_limited',
  'too_large',
  'unavailable',
] as const;

/** One of {@link DOMAIN_ERROR_KINDS}. */
export type DomainErrorKind = (typeof DOMAIN_ERROR_KINDS)[number];

/** Whether a value is one of {@link DOMAIN_ERROR_KINDS}. */
export function isDomainErrorKind(value: unknown): value is DomainErrorKind {
  return typeof value === 'string' && (DOMAIN_ERROR_KINDS as readonly string[]).includes(value);
}

/**
 * The one error type of the shop's code for bugs, invalid data and expected failures of a
 * request, never for an expected business outcome (a rejected coupon is a value).
 * `fields` names every invalid field at once, keyed by its path (`lines.2.quantity`) with what is
 * wrong with it; `code` is a finer machine code of the answer (e.g. `out_of_stock` on a
 * `conflict`) for clients that act on it.
 */
export class DomainError extends Error {
  /**
   * @param kind - what went wrong, one of {@link DOMAIN_ERROR_KINDS}
   * @param message - what went wrong, in words
   * @param fields - every invalid field, by its path (`lines.2.quantity`), with what is wrong with it
   * @param code - a finer machine code of the answer, e.g. `out_of_stock` on a `conflict`
   */
  constructor(
    /** What went wrong, one of {@link DOMAIN_ERROR_KINDS}. */
    readonly kind: DomainErrorKind,
    message: string,
    /** Every invalid field, by its path (`lines.2.quantity`), with what is wrong with it. */
    readonly fields?: Readonly<Record<string, string>>,
    /** A finer machine code of the answer, e.g. `out_of_stock` on a `conflict`. */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
