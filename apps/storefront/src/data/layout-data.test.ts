import { describe, expect, it, vi } from 'vitest';
import { MENU_DEPTH, menuCategories, ttlCache } from './layout-data';

describe('ttlCache', () => {
  it('loads a key once within its lifetime and again after it', async () => {
    let clock = 0;
    const load = vi.fn((key: string) => Promise.resolve(`${key}@${clock}`));
    const get = ttlCache(load, 1_000, () => clock);
    expect(await get('sv')).toBe('sv@0');
    clock = 999;
    expect(await get('sv')).toBe('sv@0');
    clock = 1_000;
    expect(await get('sv')).toBe('sv@1000');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps keys apart', async () => {
    const get = ttlCache(
      (key: string) => Promise.resolve(key.toUpperCase()),
      1_000,
      () => 0,
    );
    expect(await Promise.all([get('sv'), get('fi')])).toEqual(['SV', 'FI']);
  });

  it('forgets a failed load so the next request tries again', async () => {
    let fail = true;
    const get = ttlCache(
      () => (fail ? Promise.reject(new Error('down')) : Promise.resolve('up')),
      60_000,
      () => 0,
    );
    await expect(get('sv')).rejects.toThrow('down');
    fail = false;
    expect(await get('sv')).toBe('up');
  });
});

describe('menuCategories', () => {
  type Node = Parameters<typeof menuCategories>[0][number];
  const node = (slug: string, children: Node[] = []): Node =>
    ({ slug, children }) as unknown as Node;

  it(`keeps ${MENU_DEPTH} levels of the tree`, () => {
    const tree = [node('reservdelar', [node('skarmar', [node('skarmar-apple')])])];
    expect(menuCategories(tree)).toEqual([node('reservdelar', [node('skarmar')])]);
  });
});
