import type { ApiError } from './common';

/** Thrown for any non-2xx answer; carries the status and the API's JSON error body. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiError,
  ) {
    super(`${status} ${body.error}: ${body.message}`);
    this.name = 'ApiRequestError';
  }
}
