import { cacheLookups } from '../http/metrics';

/** A clock in milliseconds since the epoch; tests pass a fake one. */
export type Clock = () => number;

/**
 * A small in-process cache of shop-wide data (category trees, coupon rules, the current deal): each
 * entry lives `ttlMs`, concurrent misses share one load, and a failed load is not kept. Holds no
 * per-shopper state, so app servers stay interchangeable.
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { expires: number; value: Promise<V> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: Clock = Date.now,
    private readonly maxEntries = 1_000,
    /** The cache's name in the hit and miss metrics. */
    private readonly name = 'unnamed',
  ) {}

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
    if (this.entries.size >= this.maxEntries)
      this.entries.delete(this.entries.keys().next().value as K);
    this.entries.set(key, { expires: this.now() + this.ttlMs, value });
    try {
      return { value: await value, hit: false };
    } catch (err) {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
      throw err;
    }
  }

  /** Forgets every entry; a load under way is not kept (its callers still get its value). */
  clear(): void {
    this.entries.clear();
  }
}
