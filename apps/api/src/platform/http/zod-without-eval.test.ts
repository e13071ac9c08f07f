// The API's door first, as every entry point loads it: zod is configured before any schema exists.
import { createApiApp } from '../../index';
import { PlaceOrderRequestSchema } from '@nordshop/api-contract';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';

describe('zod in the API', () => {
  it("makes the contract's schemas without code generation: they parse with no eval and no CSP report", () => {
    expect(typeof createApiApp).toBe('function');
    expect(z.config().jitless).toBe(true);
    const generate = vi.spyOn(globalThis, 'Function');
    try {
      // With code generation on, zod would compile an object schema's parser at its first parse
      // with `new Function`.
      expect(PlaceOrderRequestSchema.safeParse({ items: [] }).success).toBe(false);
      expect(
        PlaceOrderRequestSchema.safeParse({ customer_type: 'private', items: [] }).success,
      ).toBe(false);
      // And a schema no other file has parsed (test files share a worker's modules).
      expect(z.object({ sku: z.string() }).safeParse({ sku: 1 }).success).toBe(false);
      expect(generate).not.toHaveBeenCalled();
    } finally {
      generate.mockRestore();
    }
  });
});
