import { hashPassword } from '../src/auth/password';
import type { SharedApi } from './shared-api';

/** A customer a test file made for itself, with the password to log in. */
export interface TestCustomer {
  readonly id: number;
  readonly email: string;
  readonly password: string;
}

/**
 * Writes a customer of this test only (a fresh e-mail, no discounts, no credit), so tests that
 * change a customer or count their orders never touch the demo accounts other files read.
 */
export async function createCustomer(api: SharedApi, name = 'Test Kund'): Promise<TestCustomer> {
  const email = `kund-${crypto.randomUUID().slice(0, 12)}@example.com`;
  const password = `lösen-${crypto.randomUUID().slice(0, 8)}`;
  const hash = await hashPassword(password);
  const [row] = await api.sql<{ id: number }>(
    `insert into customers (email, name, password_hash) values ('${email}', '${name}', '${hash}') returning id`,
  );
  if (!row) throw new Error('the test customer was not written');
  return { id: row.id, email, password };
}

/** An access token of a test customer (scope my-account). */
export async function accountToken(
  api: SharedApi,
  customer: Pick<TestCustomer, 'email' | 'password'>,
): Promise<string> {
  return (await api.client('sv').login(customer)).access_token;
}
