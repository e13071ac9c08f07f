import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { cacheInvalidations } from '../telemetry/metrics';

/**
 * The channel on which the database announces committed changes of the shop-wide tables
 * (migration 0008): the payload is the table's name.
 */
export const CHANGE_CHANNEL = 'nordshop_changes';

/** What a listener hears when notifications may have been missed: forget everything. */
export const ANY_TABLE = '*';

/** How often a lost listening connection is tried again, and how often caches are emptied meanwhile. */
export const RECONNECT_MS = 1_000;

/** Hears a table's name when a change to it commits, or {@link ANY_TABLE}. */
export type ChangeListener = (table: string) => void;

/** Committed changes of the shop-wide tables, from every process that writes to the database. */
export interface ChangeFeed {
  /** Calls `listener` on every change until the returned function is called. */
  subscribe(listener: ChangeListener): () => void;
  close(): Promise<void>;
}

/** Fans one source of notifications out to many listeners; a throwing listener harms no other. */
class Listeners {
  private readonly listeners = new Set<ChangeListener>();

  add(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get size(): number {
    return this.listeners.size;
  }

  emit(table: string): void {
    cacheInvalidations.inc({ table });
    for (const listener of this.listeners) {
      try {
        listener(table);
      } catch {
        // A cache that fails to clear must not keep the others from clearing.
      }
    }
  }
}

/**
 * The change feed of an embedded PGlite database: the triggers' notifications arrive in-process.
 * Listening starts with the first subscriber.
 */
export function pgliteChangeFeed(client: PGlite): ChangeFeed {
  const listeners = new Listeners();
  let unlisten: Promise<() => Promise<void>> | null = null;
  return {
    subscribe(listener) {
      unlisten ??= client.listen(CHANGE_CHANNEL, (payload) => listeners.emit(payload));
      return listeners.add(listener);
    },
    async close() {
      if (unlisten) await (await unlisten)().catch(() => undefined);
    },
  };
}

/**
 * The change feed of a PostgreSQL server: one connection of its own (outside the pool) that
 * LISTENs. When that connection is lost, notifications may be missed, so the listeners hear
 * {@link ANY_TABLE} at once and again every {@link RECONNECT_MS} until it is back: no process
 * keeps a cached answer longer than that while it cannot hear the database.
 */
export function postgresChangeFeed(connectionString: string): ChangeFeed {
  const listeners = new Listeners();
  let client: pg.Client | null = null;
  let started = false;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const lost = () => {
    client = null;
    listeners.emit(ANY_TABLE);
    if (!closed && retry === null)
      retry = setTimeout(() => {
        retry = null;
        void connect();
      }, RECONNECT_MS);
  };

  const connect = async () => {
    if (closed) return;
    const next = new pg.Client({
      connectionString,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      connectionTimeoutMillis: 5_000,
    });
    let gone = false;
    const onGone = () => {
      if (gone) return;
      gone = true;
      next.removeAllListeners('notification');
      void next.end().catch(() => undefined);
      if (!closed) lost();
    };
    next.on('error', onGone);
    next.on('end', onGone);
    next.on('notification', (message) => {
      if (message.channel === CHANGE_CHANNEL) listeners.emit(message.payload ?? ANY_TABLE);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGE_CHANNEL}`);
      if (closed || gone) {
        await next.end().catch(() => undefined);
        return;
      }
      client = next;
      // What changed while nobody listened is unknown: forget everything once more.
      listeners.emit(ANY_TABLE);
    } catch {
      onGone();
    }
  };

  return {
    subscribe(listener) {
      const remove = listeners.add(listener);
      if (!started) {
        started = true;
        void connect();
      }
      return remove;
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const open = client;
      client = null;
      if (open) await open.end().catch(() => undefined);
    },
  };
}
