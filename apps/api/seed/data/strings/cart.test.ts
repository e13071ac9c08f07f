import { describe, expect, it } from 'vitest';
import { CART_STRINGS } from './cart';

const byKey = new Map(CART_STRINGS.map(([key, ...texts]) => [key, texts]));

describe('CART_STRINGS', () => {
  it.each([
    // The threshold is stated by placeholder, never as a figure (decision 017).
    { key: 'cart.free_shipping_left', placeholders: ['{{amount}}', '{{free_shipping_from}}'] },
    { key: 'cart.free_shipping_reached', placeholders: ['{{free_shipping_from}}'] },
    { key: 'cart.net_total', placeholders: [] },
    { key: 'cart.credit', placeholders: [] },
    { key: 'coupon.outdone', placeholders: [] },
    { key: 'coupon.refused.invalidCode', placeholders: [] },
    { key: 'coupon.refused.alreadyApplied', placeholders: ['{{code}}'] },
    { key: 'coupon.rejected.getItemMissing', placeholders: ['{{code}}', '{{label}}'] },
    { key: 'coupon.rejected.buyItemMissing', placeholders: ['{{code}}', '{{label}}'] },
  ])('words $key in all five languages, with $placeholders', ({ key, placeholders }) => {
    const texts = byKey.get(key) ?? [];
    expect(texts).toHaveLength(5);
    for (const text of texts) {
      expect(text.trim()).not.toBe('');
      for (const placeholder of placeholders) expect(text).toContain(placeholder);
    }
    // Real translations: never one language's wording copied into another.
    expect(new Set(texts).size).toBe(5);
  });

  it('words the VAT added on top of a company total apart from the VAT a private total holds', () => {
    const added = byKey.get('cart.vat_added') ?? [];
    const held = byKey.get('cart.vat') ?? [];
    expect(added).toHaveLength(5);
    added.forEach((text, i) => expect(text).not.toBe(held[i]));
  });

  it('no longer words a reason the shop never gives: a code not yet started reads as missing', () => {
    expect(byKey.has('coupon.rejected.notStarted')).toBe(false);
  });
});
