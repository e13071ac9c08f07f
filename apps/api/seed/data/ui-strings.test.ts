import type { LineRemovalReason } from '@nordshop/cart-domain';
import { COUPON_REJECTION_REASONS } from '@nordshop/coupon-engine';
import { describe, expect, it } from 'vitest';
import { UI_STRINGS } from './ui-strings';

const LINE_REMOVAL_REASONS: readonly LineRemovalReason[] = ['outOfStock', 'unavailable'];

const byKey = new Map(UI_STRINGS.map(([key, ...texts]) => [key, texts]));

describe('UI_STRINGS', () => {
  it.each([
    ...COUPON_REJECTION_REASONS.map((reason) => ({
      key: `coupon.rejected.${reason}`,
      placeholder: '{{code}}',
    })),
    ...LINE_REMOVAL_REASONS.map((reason) => ({
      key: `cart.removed.${reason}`,
      placeholder: '{{name}}',
    })),
    { key: 'coupon.minimum_spend_left', placeholder: '{{amount}}' },
    { key: 'confirmation.hold', placeholder: '{{date}}' },
  ])('words $key in all five languages, with $placeholder', ({ key, placeholder }) => {
    const texts = byKey.get(key);
    expect(texts).toHaveLength(5);
    for (const text of texts ?? []) expect(text).toContain(placeholder);
    // Five languages, five wordings (sv, no, da, fi and nl are never copied from one another).
    expect(new Set(texts).size).toBe(5);
  });

  it('holds each key once', () => {
    expect(byKey.size).toBe(UI_STRINGS.length);
  });
});
