import {
  ApiErrorSchema,
  ERROR_REPORTS_LIMIT,
  ErrorReportsResponseSchema,
} from '@nordshop/api-contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER, STAFF_CUSTOMER } from '../../seed/demo-accounts';
import { postFromAddress } from '../../testing/from-address';
import { sharedApi, SV } from '../../testing/shared-api';

const api = sharedApi();
const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
let staffToken = '';

beforeAll(async () => {
  staffToken = (await api.client('sv').login(STAFF_CUSTOMER)).access_token;
});

describe('GET /api/error-reports', () => {
  it('answers staff the latest reports, newest first, as /captuerr stored them', async () => {
    const marker = `ReferenceError: calendar is not defined ${Date.now()}`;
    // From an address of this test's own: /captuerr is limited per client address.
    const posted = await postFromAddress(
      `${api.baseUrl}/captuerr?${SV}`,
      {
        error: marker,
        level: 'warning',
        stack: 'at door (c.js:1:2)',
        userAgent: 'Firefox/140',
        url: 'https://nordshop.example/sv/julkalender',
      },
      '127.0.2.11',
      { 'user-agent': 'error-reports-test' },
    );
    expect(posted.status).toBe(202);
    const { reports } = await api.client('sv').errorReports(staffToken);
    const report = reports.find((r) => r.error === marker);
    expect(report).toMatchObject({
      level: 'warning',
      stack: 'at door (c.js:1:2)',
      user_agent: 'Firefox/140',
      url: 'https://nordshop.example/sv/julkalender',
    });
    expect(Object.keys(report!).sort()).toEqual([
      'created_at',
      'error',
      'id',
      'level',
      'stack',
      'url',
      'user_agent',
    ]);
    const times = reports.map((r) => Date.parse(r.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it(`answers at most the ${ERROR_REPORTS_LIMIT} newest`, async () => {
    // Older than anything else of the run, so they fill the list only when nothing newer does.
    await api.sql(
      `insert into error_reports (error, level, client_key, created_at)
       select 'old report ' || g, 'info', 'error-reports-test', timestamptz '2020-01-01T00:00:00Z' + g * interval '1 minute' from generate_series(1, ${ERROR_REPORTS_LIMIT + 5}) g`,
    );
    const newest = `newest ${Date.now()}`;
    await api.sql(
      `insert into error_reports (error, level, client_key, created_at) values ('${newest}', 'error', 'error-reports-test', now() + interval '1 minute')`,
    );
    const response = await api.get(`/api/error-reports?${SV}`, bearer(staffToken));
    expect(response.status).toBe(200);
    const { reports } = ErrorReportsResponseSchema.parse(await response.json());
    expect(reports).toHaveLength(ERROR_REPORTS_LIMIT);
    expect(reports[0]?.error).toBe(newest);
    expect(reports.map((r) => r.error)).not.toContain('old report 1');
  });

  it('answers 401 without a token and with a token that is not valid', async () => {
    expect((await api.get(`/api/error-reports?${SV}`)).status).toBe(401);
    expect((await api.get(`/api/error-reports?${SV}`, bearer('not-a-token'))).status).toBe(401);
  });

  it('answers 403 to a customer who is not staff', async () => {
    const demo = await api.client('sv').login(DEMO_CUSTOMER);
    const response = await api.get(`/api/error-reports?${SV}`, bearer(demo.access_token));
    expect(response.status).toBe(403);
    expect(ApiErrorSchema.parse(await response.json()).error).toBe('forbidden');
  });

  it('answers 403 to an order token', async () => {
    const order = await api.client('sv').orderLogin({ order_id: 1, email: DEMO_CUSTOMER.email });
    expect((await api.get(`/api/error-reports?${SV}`, bearer(order.access_token))).status).toBe(
      403,
    );
  });

  it('answers 401 to a staff refresh token', async () => {
    const { refresh_token } = await api.client('sv').login(STAFF_CUSTOMER);
    expect((await api.get(`/api/error-reports?${SV}`, bearer(refresh_token))).status).toBe(401);
  });
});
