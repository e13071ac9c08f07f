import { describe, expect, it } from 'vitest';
import { metricsRegistry } from '../telemetry/metrics';
import { cacheSizes } from './cache-sizes';
import { TtlCache, jsonBytes, textBytes } from './ttl-cache';

function clock() {
  let now = 0;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('TtlCache', () => {
  it('serves the cached value within its lifetime and loads again after', async () => {
    const time = clock();
    const cache = new TtlCache<string, number>(300_000, time.now);
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    expect(await cache.get('a', load)).toEqual({ value: 1, hit: false });
    time.advance(299_999);
    expect(await cache.get('a', load)).toEqual({ value: 1, hit: true });
    time.advance(1);
    expect(await cache.get('a', load)).toEqual({ value: 2, hit: false });
  });

  it('reloads when asked for a fresh value', async () => {
    const cache = new TtlCache<string, number>(1_000);
    let loads = 0;
    await cache.get('a', () => Promise.resolve(++loads));
    expect(await cache.get('a', () => Promise.resolve(++loads), { fresh: true })).toEqual({
      value: 2,
      hit: false,
    });
  });

  it('shares one load between concurrent misses', async () => {
    const cache = new TtlCache<string, number>(1_000);
    let loads = 0;
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 5));
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect([a.value, b.value, loads]).toEqual([1, 1, 1]);
  });

  it('does not keep a failed load', async () => {
    const cache = new TtlCache<string, number>(1_000);
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', () => Promise.resolve(7))).toEqual({ value: 7, hit: false });
  });

  it('keeps at most maxEntries entries', async () => {
    const cache = new TtlCache<number, number>(1_000, Date.now, 3);
    for (let key = 0; key < 10; key += 1) await cache.get(key, () => Promise.resolve(key));
    expect(cache.sizeNow().entries).toBe(3);
  });

  it('drops the oldest entry when full', async () => {
    const cache = new TtlCache<number, number>(1_000, Date.now, 2);
    for (const key of [1, 2, 3]) await cache.get(key, () => Promise.resolve(key));
    expect((await cache.get(1, () => Promise.resolve(10))).hit).toBe(false);
    expect((await cache.get(3, () => Promise.resolve(30))).hit).toBe(true);
  });
});

describe('TtlCache bounded by bytes', () => {
  const text = (length: number) => Promise.resolve('x'.repeat(length));

  it('drops the oldest entries once the values weigh more than the bound', async () => {
    const cache = new TtlCache<string, string>(60_000, Date.now, 100, 'test_bytes', {
      weigh: textBytes,
      maxBytes: 1_000,
    });
    for (const key of ['a', 'b', 'c']) await cache.get(key, () => text(400));
    expect(cache.sizeNow()).toEqual({ entries: 2, bytes: 800 });
    expect((await cache.get('a', () => text(400))).hit).toBe(false);
    expect((await cache.get('c', () => text(400))).hit).toBe(true);
  });

  it('keeps no value heavier than the whole bound', async () => {
    const cache = new TtlCache<string, string>(60_000, Date.now, 100, 'test_bytes', {
      weigh: textBytes,
      maxBytes: 1_000,
    });
    await cache.get('small', () => text(10));
    expect((await cache.get('huge', () => text(5_000))).value).toHaveLength(5_000);
    expect(cache.sizeNow()).toEqual({ entries: 0, bytes: 0 });
  });

  it('counts a reloaded or cleared entry once', async () => {
    const cache = new TtlCache<string, string>(60_000, Date.now, 100, 'test_bytes', {
      weigh: textBytes,
      maxBytes: 1_000,
    });
    await cache.get('a', () => text(100));
    await cache.get('a', () => text(300), { fresh: true });
    expect(cache.sizeNow()).toEqual({ entries: 1, bytes: 300 });
    cache.clear();
    expect(cache.sizeNow()).toEqual({ entries: 0, bytes: 0 });
  });

  it('reports its entries and bytes to the cache size metrics', async () => {
    const cache = new TtlCache<string, unknown>(60_000, Date.now, 100, 'test_metrics', {
      weigh: jsonBytes,
      maxBytes: 1_000,
    });
    await cache.get('a', () => Promise.resolve({ sku: 'NS-1' }));
    expect(cacheSizes().get('test_metrics')).toEqual({ entries: 1, bytes: 14 });
    const text = await metricsRegistry.getSingleMetricAsString('nordshop_cache_bytes');
    expect(text).toMatch(/^nordshop_cache_bytes\{cache="test_metrics"\} 14$/m);
  });
});
