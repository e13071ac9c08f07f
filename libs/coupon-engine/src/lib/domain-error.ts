/** What went wrong, independent of transport. The API maps each kind to a status in one place. */
export type DomainErrorKind = 'invalid_data' | 'not_found' | 'not_allowed' | 'conflict';

/**
 * Thrown only for bugs and invalid data (a negative price, a fractional quantity), never for an
 * expected business outcome: a rejected coupon is a value, see {@link CouponRejected}.
 * `fields` names every invalid field at once, keyed by its path (`lines.2.quantity`).
 */
export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly fields?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
