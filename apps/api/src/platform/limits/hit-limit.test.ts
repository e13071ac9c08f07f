import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import {
  clearLimit,
  hitDelayLimit,
  hitLimit,
  peekLimit,
  pruneLimits,
  refundHit,
} from './hit-limit';
import { openMigratedDatabase } from '../../../testing/migrated-database';

let database: Database;
const start = new Date('2026-11-25T10:00:00Z');
const at = (ms: number) => new Date(start.getTime() + ms);

beforeAll(async () => {
  database = await openMigratedDatabase();
});

afterAll(async () => {
  await database.close();
});

describe('hitLimit', () => {
  const rule = { limit: 3, windowMs: 60_000 };

  it('allows the limit in a window, refuses the rest until the window has passed, then counts again', async () => {
    const decisions = [];
    for (let i = 0; i < 5; i += 1)
      decisions.push(await hitLimit(database.db, 'k1', rule, at(i * 1_000)));
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false, false]);
    expect(decisions.map((d) => d.hits)).toEqual([1, 2, 3, 4, 5]);
    expect(decisions[4]!.retryAfterMs).toBe(56_000);
    const later = await hitLimit(database.db, 'k1', rule, at(60_000));
    expect(later).toEqual({ allowed: true, hits: 1, retryAfterMs: 0 });
  });

  it('counts a parallel burst one by one', async () => {
    const decisions = await Promise.all(
      Array.from({ length: 20 }, () => hitLimit(database.db, 'k2', rule, start)),
    );
    expect(decisions.filter((d) => d.allowed)).toHaveLength(3);
    expect(new Set(decisions.map((d) => d.hits)).size).toBe(20);
  });

  it('takes a hit back and forgets a key', async () => {
    for (let i = 0; i < 3; i += 1) await hitLimit(database.db, 'k3', rule, start);
    await refundHit(database.db, 'k3');
    expect((await hitLimit(database.db, 'k3', rule, start)).allowed).toBe(true);
    await clearLimit(database.db, 'k3');
    expect((await hitLimit(database.db, 'k3', rule, start)).hits).toBe(1);
  });

  it('counts several hits at once', async () => {
    expect(await hitLimit(database.db, 'k4', rule, start, 2)).toMatchObject({
      allowed: true,
      hits: 2,
    });
    expect(await hitLimit(database.db, 'k4', rule, start, 2)).toMatchObject({
      allowed: false,
      hits: 4,
    });
    expect(await hitLimit(database.db, 'k4', rule, at(60_000), 3)).toMatchObject({
      allowed: true,
      hits: 3,
    });
  });
});

describe('peekLimit', () => {
  const rule = { limit: 2, windowMs: 60_000 };

  it('decides without counting: allowed up to the limit, refused past it until the window ends', async () => {
    expect(await peekLimit(database.db, 'p1', rule, start)).toEqual({
      allowed: true,
      hits: 0,
      retryAfterMs: 0,
    });
    await hitLimit(database.db, 'p1', rule, start, 2);
    expect((await peekLimit(database.db, 'p1', rule, at(1_000))).allowed).toBe(true);
    await hitLimit(database.db, 'p1', rule, start);
    const refused = await peekLimit(database.db, 'p1', rule, at(1_000));
    expect(refused).toEqual({ allowed: false, hits: 3, retryAfterMs: 59_000 });
    expect((await peekLimit(database.db, 'p1', rule, at(1_000))).hits).toBe(3);
    expect((await peekLimit(database.db, 'p1', rule, at(60_000))).allowed).toBe(true);
  });
});

describe('hitDelayLimit', () => {
  const rule = { free: 2, windowMs: 15 * 60_000, firstDelayMs: 1_000, maxDelayMs: 4_000 };

  it.each([
    { name: 'waits 1 s after the first hit past the free ones', hits: 3, held: 1_000 },
    { name: 'doubles the wait with each further hit', hits: 4, held: 2_000 },
    { name: 'caps the wait', hits: 6, held: 4_000 },
  ])('$name', async ({ hits, held }) => {
    const key = `d-${hits}`;
    let now = 0;
    for (let i = 0; i < hits; i += 1) {
      const decision = await hitDelayLimit(database.db, key, rule, at(now));
      expect(decision.allowed).toBe(true);
      now += 10_000;
    }
    const last = now - 10_000;
    const early = await hitDelayLimit(database.db, key, rule, at(last + held - 1));
    expect(early.allowed).toBe(false);
    expect(early.retryAfterMs).toBeGreaterThanOrEqual(1_000);
    expect((await hitDelayLimit(database.db, key, rule, at(last + held))).allowed).toBe(true);
  });

  it('counts a forced hit while the key is held, and only lengthens the hold', async () => {
    // Hits 3, 4 and 5 hold the key 1 s, 2 s and 4 s (the cap): held until 7 s.
    for (const ms of [0, 0, 0, 1_000, 3_000])
      expect((await hitDelayLimit(database.db, 'd-force', rule, at(ms))).allowed).toBe(true);
    const forced = await hitDelayLimit(database.db, 'd-force', rule, at(3_100), { force: true });
    expect(forced).toMatchObject({ allowed: true, hits: 6 });
    expect((await hitDelayLimit(database.db, 'd-force', rule, at(7_050))).allowed).toBe(false);
    expect((await hitDelayLimit(database.db, 'd-force', rule, at(7_100))).allowed).toBe(true);
  });

  it('refuses a held key without counting the refused hit', async () => {
    for (let i = 0; i < 3; i += 1) await hitDelayLimit(database.db, 'd-count', rule, start);
    const refused = await hitDelayLimit(database.db, 'd-count', rule, start);
    expect(refused).toMatchObject({ allowed: false, hits: 3 });
  });
});

describe('pruneLimits', () => {
  it('deletes counters whose window is long past and keeps recent ones', async () => {
    await hitLimit(database.db, 'old', { limit: 1, windowMs: 1_000 }, at(-3 * 3_600_000));
    await hitLimit(database.db, 'recent', { limit: 1, windowMs: 1_000 }, start);
    await pruneLimits(database.db, start, 3_600_000);
    expect((await hitLimit(database.db, 'old', { limit: 1, windowMs: 1_000 }, start)).hits).toBe(1);
    expect((await hitLimit(database.db, 'recent', { limit: 1, windowMs: 1_000 }, start)).hits).toBe(
      2,
    );
  });
});
