import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache';

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

  it('drops the oldest entry when full', async () => {
    const cache = new TtlCache<number, number>(1_000, Date.now, 2);
    for (const key of [1, 2, 3]) await cache.get(key, () => Promise.resolve(key));
    expect((await cache.get(1, () => Promise.resolve(10))).hit).toBe(false);
    expect((await cache.get(3, () => Promise.resolve(30))).hit).toBe(true);
  });
});
