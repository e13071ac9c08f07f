import { describe, expect, it, vi } from 'vitest';

describe('zod-jitless', () => {
  it('makes zod parse without generated code, set before zod loads', async () => {
    await import('./zod-jitless');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
    // No probe for `new Function` while a schema is built and used.
    const probe = vi.spyOn(globalThis, 'Function');
    try {
      const z = await import('zod');
      expect(
        z.object({ sku: z.string(), quantity: z.number() }).parse({ sku: 'a', quantity: 1 }),
      ).toEqual({
        sku: 'a',
        quantity: 1,
      });
      expect(probe).not.toHaveBeenCalled();
    } finally {
      // The files of a worker share its globals (vite.config.ts): the probe goes with the test.
      probe.mockRestore();
    }
  });
});
