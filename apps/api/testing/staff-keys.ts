import type { StaffScope } from '@nordshop/api-contract';
import { createHash, randomBytes } from 'node:crypto';
import type { SharedApi } from './shared-api';

/**
 * A staff API key of a test on the shared API (written over its SQL door, as `npm run staff-key`
 * would make it): the key to send as `Authorization: Bearer`, and its id.
 */
export async function staffKey(
  api: Pick<SharedApi, 'sql'>,
  scopes: readonly StaffScope[],
  name = 'test system',
): Promise<{ readonly id: number; readonly key: string; readonly authorization: string }> {
  const key = `nsk_${randomBytes(32).toString('base64url')}`;
  const hash = createHash('sha256').update(key).digest('hex');
  const list = scopes.map((s) => `'${s}'`).join(',');
  const [row] = await api.sql<{ id: number }>(
    `insert into staff_api_keys (name, key_hash, hint, scopes)
     values ('${name.replace(/'/g, "''")}', '${hash}', '${key.slice(0, 10)}', array[${list}]::text[]) returning id`,
  );
  if (!row) throw new Error('the staff key was not written');
  return { id: row.id, key, authorization: `Bearer ${key}` };
}
