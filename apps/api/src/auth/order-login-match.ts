/** What an order login gives besides the order number: exactly one of these. */
export interface OrderLoginProof {
  readonly email?: string | undefined;
  readonly postal_code?: string | undefined;
}

const compactPostalCode = (value: string) => value.replace(/\s+/g, '').toLowerCase();

/**
 * Whether the order login's e-mail or postal code is the order's: e-mails compare without case,
 * postal codes without spaces and case ('114 55' = '11455', '1012 ab' = '1012AB'). Nothing given,
 * or an order without a postal code, never matches.
 */
export function matchesOrder(
  order: { readonly email: string; readonly postal_code: string },
  proof: OrderLoginProof,
): boolean {
  if (proof.email !== undefined) return order.email.toLowerCase() === proof.email.toLowerCase();
  if (proof.postal_code !== undefined) {
    const given = compactPostalCode(proof.postal_code);
    return given !== '' && compactPostalCode(order.postal_code) === given;
  }
  return false;
}
