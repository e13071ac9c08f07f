import { ApiRequestError } from '@nordshop/api-contract';
import { describe, expect, it } from 'vitest';
import { QUERY_RETRIES, shouldRetryQuery } from './query-retry';

const answered = (status: number) =>
  new ApiRequestError(status, { error: 'not_found', message: 'answered' });

describe('shouldRetryQuery', () => {
  it.each([
    { name: 'a missing page (404)', error: answered(404), retried: false },
    { name: 'a refused request (400)', error: answered(400), retried: false },
    { name: 'an unavailable database (503, Retry-After)', error: answered(503), retried: false },
    { name: 'a failure on the server (500)', error: answered(500), retried: false },
    { name: 'a proxy without upstream (502)', error: answered(502), retried: true },
    { name: 'a proxy timeout (504)', error: answered(504), retried: true },
    { name: 'a network failure', error: new TypeError('Failed to fetch'), retried: true },
  ])('tries again after $name: $retried', ({ error, retried }) => {
    expect(shouldRetryQuery(0, error)).toBe(retried);
  });

  it('tries a read again at most QUERY_RETRIES times', () => {
    const network = new TypeError('Failed to fetch');
    expect(shouldRetryQuery(QUERY_RETRIES - 1, network)).toBe(true);
    expect(shouldRetryQuery(QUERY_RETRIES, network)).toBe(false);
  });
});
