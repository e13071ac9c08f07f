import { describe, expect, it } from 'vitest';
import { categorySvg, productSvg } from './product-svg';

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
