import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { findStaffKey, provisionStaffKeys, revokeStaffKey, staffKeyHash } from './staff-keys';
import { openMigratedDatabase } from '../../testing/migrated-database';

describe('staff keys provisioned by configuration (STAFF_KEY_HASHES)', () => {
  it('reads name:hash:scopes entries and names a bad one', () => {
    const hash = staffKeyHash('nsk_example');
    expect(
      loadConfig({
        STAFF_KEY_HASHES: `erp:${hash}:orders:read,orders:write; wms:${hash}:stock:write`,
      }).STAFF_KEY_HASHES,
    ).toEqual([
      { name: 'erp', keyHash: hash, scopes: ['orders:read', 'orders:write'] },
      { name: 'wms', keyHash: hash, scopes: ['stock:write'] },
    ]);
    expect(() => loadConfig({ STAFF_KEY_HASHES: `erp:${hash}:orders:everything` })).toThrow(
      /STAFF_KEY_HASHES/,
    );
    expect(() => loadConfig({ STAFF_KEY_HASHES: 'erp:nothex:orders:read' })).toThrow(
      /STAFF_KEY_HASHES/,
    );
  });

  it('writes each key at start, takes the configured scopes on the next start and keeps a revoked key revoked', async () => {
    const database = await openMigratedDatabase();
    try {
      const now = new Date();
      const key = 'nsk_provisioned-key-of-a-deployment';
      const entry = { name: 'erp', keyHash: staffKeyHash(key), scopes: ['orders:read'] };
      await provisionStaffKeys(database.db, [entry]);
      await provisionStaffKeys(database.db, [
        { ...entry, scopes: ['orders:read', 'orders:write'] },
      ]);
      const found = await findStaffKey(database.db, key, now);
      expect(found).toMatchObject({ name: 'erp', scopes: ['orders:read', 'orders:write'] });
      await revokeStaffKey(database.db, found!.id, now);
      await provisionStaffKeys(database.db, [entry]);
      expect(await findStaffKey(database.db, key, now)).toBeNull();
    } finally {
      await database.close();
    }
  });
});
