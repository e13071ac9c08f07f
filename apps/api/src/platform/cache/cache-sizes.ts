/**
 * How much each in-process cache holds now, for the metrics: every cache is bounded (entries,
 * and bytes where its values are large), and `nordshop_cache_entries` and `nordshop_cache_bytes`
 * show how close to its bound each one is.
 */
import { Gauge } from 'prom-client';

/** What a cache holds: its entries and, for a cache bounded by size, about how many bytes. */
export interface CacheSize {
  readonly entries: number;
  /** Bytes of the kept values as serialized (text, JSON); 0 for a cache bounded by entries only. */
  readonly bytes: number;
}

/** A cache that can tell its size, under its name in the metrics. */
export interface SizedCache {
  readonly name: string;
  sizeNow(): CacheSize;
}

// Weakly held: a cache that is no longer used (a test's, a closed app's) leaves the metrics.
const caches = new Set<WeakRef<SizedCache>>();

/** The summed size of the live caches by name (caches of one name add up: one per database). */
export function cacheSizes(): Map<string, CacheSize> {
  const sizes = new Map<string, CacheSize>();
  for (const ref of caches) {
    const cache = ref.deref();
    if (!cache) {
      caches.delete(ref);
      continue;
    }
    const now = cache.sizeNow();
    const sum = sizes.get(cache.name) ?? { entries: 0, bytes: 0 };
    sizes.set(cache.name, { entries: sum.entries + now.entries, bytes: sum.bytes + now.bytes });
  }
  return sizes;
}

/** Caches watched since the last time the dead ones were let go (at every doubling). */
let pruneAt = 64;

/** Counts `cache` in the cache size metrics while it lives. */
export function watchCacheSize(cache: SizedCache): void {
  caches.add(new WeakRef(cache));
  // Without a scrape, references to caches no longer used are let go here (tests make many).
  if (caches.size < pruneAt) return;
  for (const ref of caches) if (!ref.deref()) caches.delete(ref);
  pruneAt = Math.max(64, caches.size * 2);
}

/** Entries each in-process cache holds, read at every scrape. */
export const cacheEntries = new Gauge({
  name: 'nordshop_cache_entries',
  help: 'Entries the in-process caches hold, by cache',
  labelNames: ['cache'] as const,
  collect() {
    this.reset();
    for (const [name, size] of cacheSizes()) this.set({ cache: name }, size.entries);
  },
});

/** About how many bytes the size-bounded in-process caches hold, read at every scrape. */
export const cacheBytes = new Gauge({
  name: 'nordshop_cache_bytes',
  help: 'Bytes (as serialized) the size-bounded in-process caches hold, by cache',
  labelNames: ['cache'] as const,
  collect() {
    this.reset();
    for (const [name, size] of cacheSizes())
      if (size.bytes > 0) this.set({ cache: name }, size.bytes);
  },
});
