import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { queryRows } from '../db/query';

/** A limit: at most `limit` hits of one key per window of `windowMs` (a fixed window from the first hit). */
export interface WindowLimit {
  readonly limit: number;
  readonly windowMs: number;
}

/** What counting one hit decided. */
export interface LimitDecision {
  readonly allowed: boolean;
  /** Hits of the key in its current window, this one included. */
  readonly hits: number;
  /** When refused, how long until the key may try again (ms); 0 when allowed. */
  readonly retryAfterMs: number;
}

interface CounterRow {
  hits: number;
  window_started_at: string | Date;
  blocked_until: string | Date | null;
}

const toMs = (value: string | Date) => new Date(value).getTime();

/**
 * Counts `count` hits (default one) of `key` and decides them, in one atomic statement (an upsert
 * on rate_limits), so concurrent hits on any number of processes over the database are counted
 * one by one and no burst gets past the limit. The count starts over once the window has passed.
 */
export async function hitLimit(
  db: Db,
  key: string,
  rule: WindowLimit,
  now: Date,
  count = 1,
): Promise<LimitDecision> {
  const at = now.toISOString();
  const windowSeconds = rule.windowMs / 1000;
  const [row] = await queryRows<CounterRow>(
    db,
    sql`insert into rate_limits as r (key, hits, window_started_at) values (${key}, ${count}, ${at}::timestamptz)
        on conflict (key) do update set
          hits = case when r.window_started_at <= ${at}::timestamptz - make_interval(secs => ${windowSeconds})
                      then ${count} else r.hits + ${count} end,
          window_started_at = case when r.window_started_at <= ${at}::timestamptz - make_interval(secs => ${windowSeconds})
                      then ${at}::timestamptz else r.window_started_at end
        returning hits, window_started_at, blocked_until`,
  );
  if (!row) throw new Error('the rate-limit upsert returned no row');
  return windowDecision(row, rule, now);
}

function windowDecision(row: CounterRow, rule: WindowLimit, now: Date): LimitDecision {
  const allowed = row.hits <= rule.limit;
  return {
    allowed,
    hits: row.hits,
    retryAfterMs: allowed
      ? 0
      : Math.max(toMs(row.window_started_at) + rule.windowMs - now.getTime(), 1_000),
  };
}

/**
 * Decides a request that adds no hit to `key` without counting: refused while the key's window
 * holds more hits than the limit (a window that has passed holds none).
 */
export async function peekLimit(
  db: Db,
  key: string,
  rule: WindowLimit,
  now: Date,
): Promise<LimitDecision> {
  const [row] = await queryRows<CounterRow>(
    db,
    sql`select hits, window_started_at, blocked_until from rate_limits where key = ${key}`,
  );
  if (!row || toMs(row.window_started_at) + rule.windowMs <= now.getTime())
    return { allowed: true, hits: 0, retryAfterMs: 0 };
  return windowDecision(row, rule, now);
}

/** A limit whose hits beyond `free` in the window each wait a growing delay after the one before. */
export interface DelayLimit {
  /** Hits per window that wait for nothing. */
  readonly free: number;
  readonly windowMs: number;
  /** The delay after the first hit beyond `free`; it doubles with each further hit. */
  readonly firstDelayMs: number;
  /** The longest delay. */
  readonly maxDelayMs: number;
}

/**
 * Counts one hit of `key` under a growing delay, atomically: refused (without counting) while the
 * key is held back; otherwise counted, and beyond `free` hits the key is held back for
 * firstDelayMs × 2^(hits − free − 1), at most maxDelayMs. The count starts over once the window
 * has passed. With `force` the hit is counted even while the key is held back (a failure that was
 * let through for another reason), and the hold only ever grows.
 */
export async function hitDelayLimit(
  db: Db,
  key: string,
  rule: DelayLimit,
  now: Date,
  options: { readonly force?: boolean } = {},
): Promise<LimitDecision> {
  const at = now.toISOString();
  const windowSeconds = rule.windowMs / 1000;
  const expired = sql`r.window_started_at <= ${at}::timestamptz - make_interval(secs => ${windowSeconds})`;
  const hits = sql`case when ${expired} then 1 else r.hits + 1 end`;
  const hold = sql`case when ${hits} > ${rule.free}
            then ${at}::timestamptz + make_interval(secs => least(
              ${rule.firstDelayMs / 1000}::float8 * power(2, (${hits}) - ${rule.free} - 1),
              ${rule.maxDelayMs / 1000}::float8))
            else null end`;
  const [row] = await queryRows<CounterRow>(
    db,
    options.force
      ? sql`insert into rate_limits as r (key, hits, window_started_at) values (${key}, 1, ${at}::timestamptz)
        on conflict (key) do update set
          hits = ${hits},
          window_started_at = case when ${expired} then ${at}::timestamptz else r.window_started_at end,
          blocked_until = greatest(r.blocked_until, ${hold})
        returning hits, window_started_at, blocked_until`
      : sql`insert into rate_limits as r (key, hits, window_started_at) values (${key}, 1, ${at}::timestamptz)
        on conflict (key) do update set
          hits = ${hits},
          window_started_at = case when ${expired} then ${at}::timestamptz else r.window_started_at end,
          blocked_until = ${hold}
          where r.blocked_until is null or r.blocked_until <= ${at}::timestamptz
        returning hits, window_started_at, blocked_until`,
  );
  if (row) return { allowed: true, hits: row.hits, retryAfterMs: 0 };
  const [held] = await queryRows<CounterRow>(
    db,
    sql`select hits, window_started_at, blocked_until from rate_limits where key = ${key}`,
  );
  const until = held?.blocked_until ? toMs(held.blocked_until) : now.getTime() + rule.firstDelayMs;
  return {
    allowed: false,
    hits: held?.hits ?? 0,
    retryAfterMs: Math.max(until - now.getTime(), 1_000),
  };
}

/** Takes one hit back (a login that turned out right no longer counts against its address). */
export async function refundHit(db: Db, key: string): Promise<void> {
  await db.execute(sql`update rate_limits set hits = greatest(hits - 1, 0) where key = ${key}`);
}

/** Forgets a key's hits and any hold on it. */
export async function clearLimit(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}

/** Deletes the counters whose window ended more than `olderThanMs` before `now` and that hold nothing back. */
export async function pruneLimits(db: Db, now: Date, olderThanMs: number): Promise<void> {
  const at = now.toISOString();
  await db.execute(
    sql`delete from rate_limits
        where window_started_at < ${at}::timestamptz - make_interval(secs => ${olderThanMs / 1000})
          and (blocked_until is null or blocked_until < ${at}::timestamptz)`,
  );
}
