import { ApiRequestError } from '@nordshop/api-contract';
import type { ApiError } from '@nordshop/api-contract';

const CODES: Record<number, ApiError['error']> = {
  400: 'invalid_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  429: 'too_many_requests',
  503: 'unavailable',
};

/** The error the API client throws for an answer with this status (and `message`). */
export function anApiError(status: number, message = 'refused'): ApiRequestError {
  return new ApiRequestError(status, { error: CODES[status] ?? 'internal', message });
}
