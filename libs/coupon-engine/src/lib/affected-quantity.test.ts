import { describe, expect, it } from 'vitest';
import { affectedQuantity } from './affected-quantity';

describe('affectedQuantity', () => {
  it.each([
    { name: 'counts the units of every affected SKU', items: ['CASE-1', 'CABLE-1'], quantity: 5 },
    { name: 'counts a SKU on two lines twice', items: ['CASE-1'], quantity: 4 },
    { name: 'counts a SKU listed twice once', items: ['CABLE-1', 'CABLE-1'], quantity: 1 },
    { name: 'counts nothing without affected items', items: null, quantity: 0 },
  ])('$name', ({ items, quantity }) => {
    const lines = [
      { sku: 'CASE-1', quantity: 3 },
      { sku: 'CABLE-1', quantity: 1 },
      { sku: 'CASE-1', quantity: 1 },
    ];
    expect(affectedQuantity({ all_affected_items: items }, lines)).toBe(quantity);
  });
});
