import { ApiErrorSchema } from '@nordshop/api-contract';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { databaseRefusal, DomainError, errorResponse, isDatabaseUnavailable } from './errors';
import { captureLog } from '../telemetry/log';
import { requestIdMiddleware } from './request-id';

/** An error as Drizzle throws it: the query and its parameters in the message, the driver's error as cause. */
function queryError(cause: Record<string, unknown>): Error {
  const error = new Error(
    'Failed query: insert into orders (email, name, phone) values ($1, $2, $3)\nparams: anna@example.com,Anna Lindqvist,0701234567',
  );
  error.name = 'DrizzleQueryError';
  (error as Error & { cause: unknown }).cause = Object.assign(
    new Error('driver message with anna@example.com'),
    cause,
  );
  return error;
}

function appThrowing(err: unknown) {
  const app = new Hono();
  app.use('*', requestIdMiddleware());
  app.get('/boom', () => {
    throw err;
  });
  app.onError((e, c) => errorResponse(c, e));
  return app;
}

let restore: (() => void) | undefined;
afterEach(() => restore?.());

function logged(): string[] {
  const lines: string[] = [];
  restore = captureLog((line) => lines.push(line));
  return lines;
}

describe('databaseRefusal (by SQLSTATE)', () => {
  it.each([
    { state: '22021', status: 400, field: '_' },
    { state: '22003', status: 400, field: '_' },
    { state: '22P02', status: 400, field: '_' },
    { state: '22001', status: 400, field: 'name', column: 'name' },
    { state: '23502', status: 400, field: 'email', column: 'email' },
    { state: '23514', status: 400, field: '_' },
    { state: '54000', status: 400, field: '_' },
    { state: '23505', status: 409, field: '_' },
  ])('answers $status naming $field for $state', ({ state, status, field, column }) => {
    const refusal = databaseRefusal(queryError({ code: state, ...(column ? { column } : {}) }));
    expect(refusal?.status).toBe(status);
    expect(Object.keys(refusal?.fields ?? {})).toEqual([field]);
  });

  it.each(['42P01', '42703', 'XX000'])('leaves %s (a fault of the shop) to the 500', (state) => {
    expect(databaseRefusal(queryError({ code: state }))).toBeUndefined();
  });
});

describe('isDatabaseUnavailable', () => {
  it.each([
    { name: 'a refused connection', err: queryError({ code: 'ECONNREFUSED' }), unavailable: true },
    {
      name: 'a cancelled statement (statement timeout)',
      err: queryError({ code: '57014' }),
      unavailable: true,
    },
    {
      name: 'a read timeout of the client',
      err: new Error('Query read timeout'),
      unavailable: true,
    },
    {
      name: 'a full pool',
      err: new Error('timeout exceeded when trying to connect'),
      unavailable: true,
    },
    { name: 'a deadlock', err: queryError({ code: '40P01' }), unavailable: true },
    { name: 'a bad value', err: queryError({ code: '22021' }), unavailable: false },
  ])('$name: $unavailable', ({ err, unavailable }) => {
    expect(isDatabaseUnavailable(err)).toBe(unavailable);
  });
});

describe('errorResponse', () => {
  it('answers a database refusal 400 naming the field and logs no personal data', async () => {
    const lines = logged();
    const response = await appThrowing(queryError({ code: '22021', column: 'name' })).request(
      '/boom',
    );
    expect(response.status).toBe(400);
    expect(ApiErrorSchema.parse(await response.json()).fields).toEqual({
      name: 'is out of range, too long or holds characters the shop cannot store',
    });
    expect(lines.join('\n')).not.toMatch(
      /anna@example\.com|Anna Lindqvist|0701234567|Failed query/,
    );
  });

  it('answers anything else 500 with the request id, and logs its codes and places but not its message', async () => {
    const lines = logged();
    const response = await appThrowing(queryError({ code: 'XX000' })).request('/boom', {
      headers: { 'x-request-id': 'req-12345678' },
    });
    expect(response.status).toBe(500);
    const body = ApiErrorSchema.parse(await response.json());
    expect(body).toMatchObject({ error: 'internal', request_id: 'req-12345678' });
    expect(response.headers.get('x-request-id')).toBe('req-12345678');
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(line).toMatchObject({ level: 'error', request_id: 'req-12345678', path: '/boom' });
    expect(line['error']).toMatchObject({ name: 'DrizzleQueryError', code: 'XX000' });
    expect(lines[0]).not.toMatch(/anna@example\.com|Anna Lindqvist|0701234567|insert into/);
  });

  it('answers an unreachable database 503 with Retry-After', async () => {
    logged();
    const response = await appThrowing(queryError({ code: 'ECONNREFUSED' })).request('/boom');
    expect(response.status).toBe(503);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  });
  it('answers a DomainError unavailable 503 with Retry-After and its code', async () => {
    const error = new DomainError('unavailable', 'Carrier down', undefined, 'carrier_unavailable');
    const response = await appThrowing(error).request('/boom');
    expect(response.status).toBe(503);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(ApiErrorSchema.parse(await response.json())).toEqual({
      error: 'unavailable',
      message: 'Carrier down',
      code: 'carrier_unavailable',
    });
  });
});
