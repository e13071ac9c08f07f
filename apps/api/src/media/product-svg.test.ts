import { describe, expect, it } from 'vitest';
import { TYPE_CATEGORIES } from '../db/seed/data/type-categories';
import { categoryShape, categorySvg, productSvg } from './product-svg';

describe('productSvg', () => {
  it('draws the same picture for the same SKU and size', () => {
    expect(productSvg('NS-WAL-10001', 0, 300)).toBe(productSvg('NS-WAL-10001', 0, 300));
  });

  it.each(['NS-WAL-10001', 'NS-GLS-10002-BLK', 'NS-GFT-1', 'NS-???-1'])(
    'draws a sized SVG for %s',
    (sku) => {
      const svg = productSvg(sku, 1, 800);
      expect(svg).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="800" height="800"/,
      );
      expect(svg).toMatch(/<\/svg>$/);
    },
  );

  it('escapes what it writes into the picture', () => {
    expect(categorySvg('<x>', 100)).not.toContain('<x>');
  });
});

describe('categorySvg', () => {
  const keys = TYPE_CATEGORIES.flatMap((top) => [top.key, ...top.children.map((c) => c.key)]);

  it.each(keys)('draws %s as a pictogram without any text', (key) => {
    const svg = categorySvg(key, 400);
    expect(svg).not.toMatch(/<text|aria-label/);
    expect(categoryShape(key)).not.toBe('phone');
  });

  it('gives every top category a pictogram of its own', () => {
    const shapes = TYPE_CATEGORIES.map((top) => categoryShape(top.key));
    expect(new Set(shapes).size).toBe(shapes.length);
  });

  it('draws device brands and models as a phone', () => {
    expect(categoryShape('samsung')).toBe('phone');
    expect(categoryShape('iphone-15-pro')).toBe('phone');
    expect(categorySvg('iphone-15-pro', 400)).not.toContain('<text');
  });
});
