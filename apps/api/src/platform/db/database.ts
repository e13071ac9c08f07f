import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { pgliteChangeFeed, postgresChangeFeed, type ChangeFeed } from './change-feed';
import { poolWait, watchPool, type PoolUse } from '../telemetry/metrics';
import { pglitePreparedRunner } from './pglite-prepared';
import { rowsOf } from './rows-of';
import * as schema from './schema';

/** The Drizzle database the services use, the same type on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A fixed SQL text with a unique name, for {@link Database.run}. */
export interface PreparedStatement {
  readonly name: string;
  readonly text: string;
}

/** Which engine serves the data. */
export type DatabaseKind = 'pglite' | 'postgresql';

/** Runs the hot paths' fixed statements (Database.run). */
export interface StatementRunner {
  /**
   * Runs a fixed statement of the hot paths with positional parameters ($1, $2, ...). On
   * PostgreSQL it is prepared once per connection under `statement.name`, and on PGlite once
   * (pglite-prepared.ts), so repeated calls skip parsing and, with a generic plan, planning.
   */
  run<T>(statement: PreparedStatement, params: readonly unknown[]): Promise<T[]>;
}

/** An open database with its kind and a way to close it. */
export interface Database extends StatementRunner {
  readonly db: Db;
  readonly kind: DatabaseKind;
  /** Server version string, e.g. "PostgreSQL 18.6 ...". Throws when the database is unreachable. */
  version(): Promise<string>;
  /**
   * Runs `work`'s statements one after another on one connection of the pool, taken once: a
   * request whose statements depend on each other waits for a free connection once, not again
   * behind every request that came in meanwhile. `work` must not wait for anything that needs
   * another connection of the pool (a deadlock when every connection is held so). No transaction.
   */
  withConnection<T>(work: (connection: StatementRunner) => Promise<T>): Promise<T>;
  /**
   * Committed changes of the shop-wide tables (catalog, prices, stock, coupons, content), made by
   * any process or by hand: what caches them forgets it (decision 023).
   */
  readonly changes: ChangeFeed;
  /** Connections of the pool: open, idle and requests waiting for one (PGlite: one, never waiting). */
  poolUse(): PoolUse;
  /** How long a query may take before it fails (DatabaseOptions.timeoutMs); undefined: no limit. */
  readonly timeoutMs: number | undefined;
  close(): Promise<void>;
}

export type { PoolUse } from '../telemetry/metrics';

/** Where the data lives: a PostgreSQL URL, or else an embedded PGlite directory (or memory). */
export interface DatabaseOptions {
  readonly databaseUrl?: string | undefined;
  /** Directory of the embedded database; `memory://` keeps it in memory. */
  readonly dataDir: string;
  /** Connections of the PostgreSQL pool (default 10). */
  readonly poolSize?: number | undefined;
  /**
   * On PostgreSQL, how long a request may wait for a free connection and for each statement (ms;
   * DB_TIMEOUT_MS). Past it the query fails and the request answers 503, also when the server
   * does not answer at all (frozen, packets dropped). Undefined: no limit (migrations, seeding).
   */
  readonly timeoutMs?: number | undefined;
}

/** Opens the database named by the options. Nothing is migrated here (see migrate()). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const timeoutMs = options.timeoutMs;
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // A connect that hangs (server gone, packets dropped) fails instead of holding the request.
      connectionTimeoutMillis: timeoutMs ?? 10_000,
      // Dead peers are noticed by TCP keepalive instead of waiting on a silent socket.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      ...(timeoutMs === undefined
        ? {}
        : {
            // The client gives up on an answer that does not come (a frozen server) ...
            query_timeout: timeoutMs,
            // ... and the server cancels a statement that runs too long, and a transaction left open.
            statement_timeout: timeoutMs,
            idle_in_transaction_session_timeout: Math.max(timeoutMs * 4, 10_000),
          }),
    });
    // An idle client losing its server must not crash the process; the next query reports it.
    pool.on('error', () => undefined);
    timeConnectionWaits(pool);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const changes = postgresChangeFeed(options.databaseUrl);
    const poolUse = () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    });
    const unwatch = watchPool(poolUse);
    return {
      db,
      kind: 'postgresql',
      changes,
      poolUse,
      timeoutMs,
      version: () => selectVersion(db),
      run: (statement, params) => runOn(pool, statement, params),
      withConnection: async (work) => {
        const client = await pool.connect();
        try {
          const result = await work({
            run: (statement, params) => runOn(client, statement, params),
          });
          client.release();
          return result;
        } catch (error) {
          // As pool.query does: a connection whose statement failed is closed, not reused.
          client.release(true);
          throw error;
        }
      },
      close: async () => {
        unwatch();
        await changes.close();
        await pool.end();
      },
    };
  }
  const client = await PGlite.create(options.dataDir, { extensions: { pg_trgm, unaccent } });
  // The hot paths' statements (pglite-prepared.ts) keep one generic plan: on the embedded database
  // planning costs more than running them (the card statement's custom plan, chosen for its id
  // array, cost 1.7 ms a call against 0.4 ms generic; search's statements gain too).
  await client.exec('set plan_cache_mode = force_generic_plan');
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const changes = pgliteChangeFeed(client);
  const run = pglitePreparedRunner(client);
  return {
    db,
    kind: 'pglite',
    changes,
    poolUse: () => ({ total: 1, idle: 1, waiting: 0 }),
    timeoutMs: options.timeoutMs,
    version: () => selectVersion(db),
    run,
    // One connection serves every statement on the embedded database.
    withConnection: (work) => work({ run }),
    close: async () => {
      await changes.close();
      await client.close();
    },
  };
}

/** Runs `statement` as a named prepared statement on a pool (any free connection) or one client. */
async function runOn<T>(
  queryable: pg.Pool | pg.PoolClient,
  statement: PreparedStatement,
  params: readonly unknown[],
): Promise<T[]> {
  const result = await queryable.query<T & pg.QueryResultRow>({
    name: statement.name,
    text: statement.text,
    values: [...params],
  });
  return result.rows;
}

async function selectVersion(db: Db): Promise<string> {
  const result: unknown = await db.execute(sql`select version() as version`);
  return rowsOf<{ version: string }>(result)[0]?.version ?? 'unknown';
}

type ConnectCallback = (err: Error | undefined, client: pg.PoolClient, release: () => void) => void;

/** Records in {@link poolWait} how long each checkout of a pool connection waited (pool.query too). */
function timeConnectionWaits(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (callback?: ConnectCallback) => unknown;
  const timed = (callback?: ConnectCallback): unknown => {
    const started = performance.now();
    const observe = () => poolWait.observe((performance.now() - started) / 1_000);
    if (callback)
      return connect((err, client, release) => {
        observe();
        callback(err, client, release);
      });
    return (connect() as Promise<pg.PoolClient>).finally(observe);
  };
  pool.connect = timed as typeof pool.connect;
}
