import { STAFF_SCOPES, TokensResponseSchema } from '@nordshop/api-contract';
import { DEMO_CUSTOMER } from '../seed/demo-accounts';
import { createCustomer } from '../testing/customers';
import { staffKey } from '../testing/staff-keys';
import type { SharedApi } from '../testing/shared-api';
import type { FuzzTokens, TokenPair } from './authorization-of';
import { sendRequest, type FuzzClient } from './send-request';

async function login(client: FuzzClient, path: string, body: unknown): Promise<TokenPair> {
  const answer = await sendRequest(client, {
    method: 'POST',
    url: `${path}?locale=sv&sid=1`,
    headers: { 'content-type': 'application/json' },
    body: Buffer.from(JSON.stringify(body)),
  });
  if ('error' in answer || answer.status !== 200)
    throw new Error(`fuzz setup: login at ${path} failed: ${JSON.stringify(answer)}`);
  return TokensResponseSchema.parse(JSON.parse(answer.body));
}

/**
 * The tokens of a fuzz run: three logins that succeed (the demo customer, its order 1 and a
 * customer made for the run), so the run adds no failed login of a seeded account, and a staff
 * API key with every scope.
 */
export async function fuzzTokens(api: SharedApi, client: FuzzClient): Promise<FuzzTokens> {
  const customer = await createCustomer(api, 'Fuzz Kund');
  return {
    demo: await login(client, '/api/auth/login', DEMO_CUSTOMER),
    order: await login(client, '/api/order-auth/login', {
      order_id: 1,
      email: DEMO_CUSTOMER.email,
    }),
    customer: await login(client, '/api/auth/login', customer),
    staff: (await staffKey(api, STAFF_SCOPES, 'fuzz')).key,
  };
}
