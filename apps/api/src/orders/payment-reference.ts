import { createHash } from 'node:crypto';
import type { LocaleCode } from '@nordshop/locale-config';

/**
 * A provider reference derived from the order attempt, e.g. `INV-3F9A0C21B7`: the same attempt
 * always gets the same one. `digits` hex digits of a hash (10 for the shop's own invoices and
 * transfers, 16 where a provider's references must not collide across millions of payments).
 */
export function paymentReference(
  prefix: string,
  locale: LocaleCode,
  attempt: string,
  digits = 10,
): string {
  return `${prefix}-${createHash('sha256').update(`${locale}:${attempt}`).digest('hex').slice(0, digits).toUpperCase()}`;
}
