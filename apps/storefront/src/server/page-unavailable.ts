import { ApiRequestError } from '@nordshop/api-contract';

/**
 * Whether a route's load failed because the shop's database is away: the API answered 503
 * (unreachable, too slow) or the in-process call itself failed to answer.
 */
export function isUnavailableError(error: unknown): boolean {
  return error instanceof ApiRequestError ? error.status === 503 : false;
}
