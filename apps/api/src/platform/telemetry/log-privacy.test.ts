import { STOREFRONTS } from '@nordshop/locale-config';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiApp } from '../../app';
import type { Database, Db } from '../db/database';
import { newKey, orderRequest } from '../../../testing/order-requests';
import { captureLog, setLogLevel } from './log';
import { REQUEST_ID_HEADER } from '../http/request-id';

/**
 * An error as the driver and Drizzle throw it when the database fails under a query: the query's
 * parameters (the shopper's e-mail, name and address) in its message and in its cause's.
 */
function failedQuery(): Error {
  const error = new Error(
    'Failed query: insert into orders (email, first_name, street) values ($1, $2, $3)\n' +
      'params: anna.lindqvist@example.com,Anna,Storgatan 1',
  );
  error.name = 'DrizzleQueryError';
  return Object.assign(error, {
    cause: Object.assign(new Error('server closed the connection: anna.lindqvist@example.com'), {
      code: 'XX000',
    }),
  });
}

/** A database that fails every query, as one that breaks in the middle of an order does. */
function failingDatabase(): Database {
  const fail = () => {
    throw failedQuery();
  };
  const db = new Proxy({}, { get: () => fail }) as Db;
  return {
    db,
    kind: 'postgresql',
    version: () => Promise.reject(failedQuery()),
    run: () => Promise.reject(failedQuery()),
    withConnection: () => Promise.reject(failedQuery()),
    changes: { subscribe: () => () => undefined, close: () => Promise.resolve() },
    poolUse: () => ({ total: 0, idle: 0, waiting: 0 }),
    timeoutMs: undefined,
    close: () => Promise.resolve(),
  };
}

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  setLogLevel('warn');
});

describe('the log of a failed order', () => {
  it('has a line per event, each JSON with the request id, and none with personal data', async () => {
    const lines: string[] = [];
    restore = captureLog((line) => lines.push(line));
    setLogLevel('debug');
    const app = createApiApp({ database: failingDatabase(), jwtSecret: 'x'.repeat(32) });
    const body = orderRequest('sv', {
      email: 'anna.lindqvist@example.com',
      phone: '0701234567',
      first_name: 'Annabelle',
      last_name: 'Lindqvist',
      address: { street: 'Storgatan 17', postal_code: '114 55', city: 'Stockholm' },
      company_name: 'Lindqvist Telefoni AB',
    });
    const response = await app.request(
      `/api/orders?locale=sv&sid=${STOREFRONTS.sv.storeID}&email=anna.lindqvist@example.com`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': newKey() },
        body: JSON.stringify(body),
      },
      // The Node bindings of a request that came over HTTP (only those get a request line).
      { incoming: {}, outgoing: {} },
    );
    expect(response.status).toBe(500);
    const requestId = response.headers.get(REQUEST_ID_HEADER);

    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries.map((e) => e['message'])).toEqual(['unexpected error', 'request']);
    for (const entry of entries) expect(entry['request_id']).toBe(requestId);
    expect(entries[1]).toMatchObject({ route: '/api/orders', status: 500, method: 'POST' });

    const personal = [
      'anna.lindqvist',
      'example.com',
      '0701234567',
      '701234567',
      'Annabelle',
      'Lindqvist',
      'Storgatan',
      '114 55',
      '11455',
      'Stockholm',
      'Telefoni',
    ];
    for (const line of lines)
      for (const value of personal) expect(line.toLowerCase()).not.toContain(value.toLowerCase());
  });
});
