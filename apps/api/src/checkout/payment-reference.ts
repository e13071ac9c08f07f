import { createHash } from 'node:crypto';
import type { LocaleCode } from '@nordshop/locale-config';

/** A provider reference derived from the order attempt, e.g. `INV-3F9A0C21B7`: the same attempt always gets the same one. */
export function paymentReference(
  prefix: string,
  locale: LocaleCode,
  idempotencyKey: string,
): string {
  return `${prefix}-${createHash('sha256').update(`${locale}:${idempotencyKey}`).digest('hex').slice(0, 10).toUpperCase()}`;
}
