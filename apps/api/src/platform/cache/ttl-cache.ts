import { cacheLookups } from '../telemetry/metrics';
import { watchCacheSize, type CacheSize, type SizedCache } from './cache-sizes';

/** A clock in milliseconds since the epoch; tests pass a fake one. */
export type Clock = () => number;

/** A bound of a cache by size: the bytes of each value (as serialized) and their most in sum. */
export interface ByteBound<V> {
  readonly weigh: (value: V) => number;
  readonly maxBytes: number;
}

interface Entry<V> {
  readonly expires: number;
  readonly value: Promise<V>;
  /** Bytes of the value once loaded (0 until then, and without a byte bound). */
  bytes: number;
}

/**
 * A small in-process cache of shop-wide data (category trees, coupon rules, the current deal): each
 * entry lives `ttlMs`, concurrent misses share one load, and a failed load is not kept. Holds no
 * per-shopper state, so app servers stay interchangeable. Bounded: at most `maxEntries` entries
 * and, with a {@link ByteBound}, at most its bytes; the oldest entries go first.
 */
export class TtlCache<K, V> implements SizedCache {
  private readonly entries = new Map<K, Entry<V>>();
  private bytes = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly now: Clock = Date.now,
    private readonly maxEntries = 1_000,
    /** The cache's name in the hit, miss and size metrics. */
    readonly name = 'unnamed',
    private readonly byteBound?: ByteBound<V>,
  ) {
    watchCacheSize(this);
  }

  /** The cached value of `key`, or what `load` gives (then cached); `fresh` forces a reload. */
  async get(
    key: K,
    load: () => Promise<V>,
    options: { fresh?: boolean } = {},
  ): Promise<{ value: V; hit: boolean }> {
    const entry = this.entries.get(key);
    if (!options.fresh && entry && entry.expires > this.now()) {
      cacheLookups.inc({ cache: this.name, result: 'hit' });
      return { value: await entry.value, hit: true };
    }
    cacheLookups.inc({ cache: this.name, result: 'miss' });
    const value = load();
    this.remove(key);
    if (this.entries.size >= this.maxEntries) this.removeOldest();
    const kept: Entry<V> = { expires: this.now() + this.ttlMs, value, bytes: 0 };
    this.entries.set(key, kept);
    let loaded: V;
    try {
      loaded = await value;
    } catch (err) {
      if (this.entries.get(key) === kept) this.remove(key);
      throw err;
    }
    if (this.byteBound && this.entries.get(key) === kept) {
      kept.bytes = this.byteBound.weigh(loaded);
      this.bytes += kept.bytes;
      while (this.bytes > this.byteBound.maxBytes && this.entries.size > 0) this.removeOldest();
    }
    return { value: loaded, hit: false };
  }

  /** Forgets every entry; a load under way is not kept (its callers still get its value). */
  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  /** The entries kept and their bytes (see {@link ByteBound}). */
  sizeNow(): CacheSize {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private remove(key: K): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.bytes;
    this.entries.delete(key);
  }

  private removeOldest(): void {
    const oldest = this.entries.keys().next();
    if (!oldest.done) this.remove(oldest.value);
  }
}

/** The bytes of a text as kept in memory, about: its length (one byte per Latin-1 character). */
export const textBytes = (text: string): number => text.length;

/** The bytes of a value as JSON, about: what it takes serialized, a measure of what it holds. */
export const jsonBytes = (value: unknown): number => JSON.stringify(value)?.length ?? 0;
