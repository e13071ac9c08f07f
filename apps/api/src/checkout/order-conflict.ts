import type { OrderErrorCode } from '@nordshop/api-contract';
import { DomainError } from '../platform/http/errors';

/** A 409 of POST /api/orders with its contract code (ApiError.code) and the fields it concerns. */
export function orderConflict(
  code: OrderErrorCode,
  message: string,
  fields: Readonly<Record<string, string>>,
): DomainError {
  return new DomainError('conflict', message, fields, code);
}
