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
      // The first parse of an object schema in this file: with code generation on, zod would
      // compile its parser here with `new Function`.
      expect(PlaceOrderRequestSchema.safeParse({ items: [] }).success).toBe(false);
      expect(
        PlaceOrderRequestSchema.safeParse({ customer_type: 'private', items: [] }).success,
      ).toBe(false);
      expect(generate).not.toHaveBeenCalled();
    } finally {
      generate.mockRestore();
    }
  });
});
