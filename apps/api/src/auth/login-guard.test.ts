import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../platform/db/database';
import { queryRows } from '../platform/db/query';
import { admitLogin, LOGIN_LIMITS, loginKeys } from './login-guard';
import { openMigratedDatabase } from '../../testing/migrated-database';

// The login limits over simulated time, on an embedded database of their own: attacks of minutes
// run in milliseconds. The HTTP journeys are in login-limits*.test.ts.
let database: Database;
const start = new Date('2026-11-25T10:00:00Z');
const at = (ms: number) => new Date(start.getTime() + ms);

beforeAll(async () => {
  database = await openMigratedDatabase();
});

afterAll(async () => {
  await database.close();
});

/** One wrong password: admitted or not, and the failure reported when it was checked. */
async function wrongPassword(account: string, address: string, now: Date): Promise<boolean> {
  const admitted = await admitLogin(database.db, account, address, now);
  if (admitted.allowed) await admitted.guard.failed();
  return admitted.allowed;
}

async function hitsOf(key: string): Promise<number> {
  const [row] = await queryRows<{ hits: number }>(
    database.db,
    sql`select hits from rate_limits where key = ${key}`,
  );
  return row?.hits ?? 0;
}

describe('admitLogin under a sustained attack', () => {
  it('lets the owner in at the first try from a clean address during a minute of 18 wrong logins a second from changing addresses', async () => {
    const account = 'attacked@example.com';
    const pool = Array.from({ length: 40 }, (_, i) => `198.51.100.${i + 1}`);
    const ownerAddress = '203.0.113.50';
    let checked = 0;
    const ownerTries: boolean[] = [];
    for (let tick = 0; tick < 60 * 18; tick += 1) {
      const now = at(Math.round((tick * 1000) / 18));
      if (await wrongPassword(account, pool[tick % pool.length]!, now)) checked += 1;
      // Every 5 seconds the owner logs in with the right password.
      if (tick % 90 === 45) {
        const owner = await admitLogin(database.db, account, ownerAddress, now);
        ownerTries.push(owner.allowed);
        if (owner.allowed) await owner.guard.succeeded();
      }
    }
    expect(ownerTries).toHaveLength(12);
    expect(ownerTries.every(Boolean)).toBe(true);
    // The attackers' passwords were checked once per fresh address and then only as the
    // account's growing delay let them (1 s, 2 s, 4 s … 60 s): a few more over the minute.
    expect(checked).toBeLessThanOrEqual(pool.length + 8);
  }, 120_000);

  it("does not count a 429 of the account's wait against the asking address", async () => {
    const account = 'held@example.com';
    // Ten failures from ten addresses and one more: the account is held for a second.
    for (let i = 0; i <= LOGIN_LIMITS.account.free; i += 1)
      expect(await wrongPassword(account, `192.0.2.${i + 1}`, start)).toBe(true);
    // An address that failed before (a typo) now waits like every failing address ...
    const typo = '203.0.113.7';
    expect(await wrongPassword('other@example.com', typo, start)).toBe(true);
    const keys = loginKeys(account, typo);
    const before = {
      pair: await hitsOf(keys.accountAndAddress),
      address: await hitsOf(keys.address!),
    };
    for (let i = 0; i < 30; i += 1) {
      const held = await admitLogin(database.db, account, typo, at(100));
      expect(held).toMatchObject({ allowed: false });
    }
    // ... and the refused tries used up none of its own budgets.
    expect(await hitsOf(keys.accountAndAddress)).toBe(before.pair);
    expect(await hitsOf(keys.address!)).toBe(before.address);
    // Once the wait is over it gets its check.
    expect((await admitLogin(database.db, account, typo, at(1_100))).allowed).toBe(true);
  });

  it('holds back a failing address past the free failures, with Retry-After', async () => {
    const account = 'slowed@example.com';
    for (let i = 0; i < LOGIN_LIMITS.account.free; i += 1)
      expect(await wrongPassword(account, `192.0.2.${100 + i}`, start)).toBe(true);
    // The eleventh failure (a failing address, counted before its check) starts the wait.
    expect(await wrongPassword(account, '192.0.2.100', at(10))).toBe(true);
    const held = await admitLogin(database.db, account, '192.0.2.101', at(20));
    expect(held.allowed).toBe(false);
    if (!held.allowed) {
      expect(held.retryAfterMs).toBeGreaterThanOrEqual(LOGIN_LIMITS.account.firstDelayMs - 10);
      expect(held.retryAfterMs).toBeLessThanOrEqual(LOGIN_LIMITS.account.maxDelayMs);
    }
    // A clean address is not held back.
    expect((await admitLogin(database.db, account, '203.0.113.99', at(20))).allowed).toBe(true);
  });

  it('counts an IPv6 client by its /64: a fresh address of a failing network is no clean address', async () => {
    const account = 'v6@example.com';
    for (let i = 0; i <= LOGIN_LIMITS.account.free; i += 1)
      expect(await wrongPassword(account, `2001:db8:${i}::1`, start)).toBe(true);
    expect((await admitLogin(database.db, account, '2001:db8:3::abcd', at(10))).allowed).toBe(
      false,
    );
    expect((await admitLogin(database.db, account, '2001:db8:ff::1', at(10))).allowed).toBe(true);
  });
});
