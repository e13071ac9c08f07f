import { describe, expect, it } from 'vitest';
import { FAMILIES } from '../db/seed/data/families';
import { TYPE_CATEGORIES } from '../db/seed/data/type-categories';
import { parsePicturePath, PICTURE_COLOURS, PICTURE_VIEWS } from './product-picture';
import {
  categoryDrawing,
  categorySvg,
  hasDrawing,
  productPictureSvg,
  productSvg,
} from './product-svg';

const picture = (family: string, colour = 'black') =>
  ({ family, style: 0, layout: 'apple', colour }) as const;

describe('productPictureSvg', () => {
  const families = [...FAMILIES.map((family) => family.key), 'gift-card'];

  it.each(families)('draws %s with a drawing of its own, in every view, without text', (family) => {
    expect(hasDrawing(family)).toBe(true);
    for (let view = 0; view < PICTURE_VIEWS; view += 1) {
      const svg = productPictureSvg(picture(family), view, 800);
      expect(svg).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="800" height="800"/,
      );
      expect(svg).toMatch(/<\/svg>$/);
      expect(svg).not.toMatch(/<text|NS-/);
    }
  });

  it('draws the same picture for the same type, colour, view and size', () => {
    expect(productPictureSvg(picture('silicone-case'), 1, 300)).toBe(
      productPictureSvg(picture('silicone-case'), 1, 300),
    );
  });

  it('paints a product in its colour, so each colour has a picture of its own', () => {
    const svgs = Object.keys(PICTURE_COLOURS).map((colour) =>
      productPictureSvg(picture('wallet-case', colour), 0, 300),
    );
    expect(new Set(svgs).size).toBe(svgs.length);
    expect(productPictureSvg(picture('wallet-case', 'blue'), 0, 300)).toContain(
      PICTURE_COLOURS['blue'],
    );
  });

  it('shows three different views of one product', () => {
    const views = [0, 1, 2].map((view) => productPictureSvg(picture('earbuds'), view, 300));
    expect(new Set(views).size).toBe(3);
  });
});

describe('parsePicturePath', () => {
  it.each([
    {
      parts: ['silicone-case', '1-apple', 'blue', '0-800.svg'],
      expected: {
        picture: { family: 'silicone-case', style: 1, layout: 'apple', colour: 'blue' },
        view: 0,
        size: 800,
      },
    },
    {
      parts: ['usb-c-cable', '0-any', 'white', '2-5000.svg'],
      expected: {
        picture: { family: 'usb-c-cable', style: 0, layout: 'any', colour: 'white' },
        view: 2,
        size: 2000,
      },
    },
  ])('reads $parts', ({ parts, expected }) => {
    expect(parsePicturePath(parts[0]!, parts[1]!, parts[2]!, parts[3]!)).toEqual(expected);
  });

  it.each([
    ['silicone-case', '1-apple', 'mauve', '0-800.svg'],
    ['silicone-case', '1-nokia', 'blue', '0-800.svg'],
    ['silicone-case', '1-apple', 'blue', '3-800.svg'],
    ['silicone-case', 'x-apple', 'blue', '0-800.svg'],
    ['Silicone', '1-apple', 'blue', '0-800.svg'],
    ['silicone-case', '1-apple', 'blue', '0-800.png'],
  ])('names no picture with %s/%s/%s/%s', (family, type, colour, file) => {
    expect(parsePicturePath(family, type, colour, file)).toBeUndefined();
  });
});

describe('productSvg (pictures of catalogs seeded before)', () => {
  it.each(['NS-WAL-10001', 'NS-GLS-10002-BLK', 'NS-GFT-1', 'NS-???-1'])(
    'draws %s without printing its SKU',
    (sku) => {
      const svg = productSvg(sku, 1, 800);
      expect(svg).toMatch(/width="800" height="800"/);
      expect(svg).not.toMatch(/<text|NS-/);
    },
  );
});

describe('categorySvg', () => {
  const keys = TYPE_CATEGORIES.flatMap((top) => [top.key, ...top.children.map((c) => c.key)]);

  it.each(keys)('draws %s as a product of its own without any text', (key) => {
    const svg = categorySvg(key, 400);
    expect(svg).not.toMatch(/<text|aria-label/);
    expect(categoryDrawing(key)).not.toBe('phone');
    expect(hasDrawing(categoryDrawing(key))).toBe(true);
  });

  it('gives every top category a drawing of its own', () => {
    const drawings = TYPE_CATEGORIES.map((top) => categoryDrawing(top.key));
    expect(new Set(drawings).size).toBe(drawings.length);
  });

  it('draws device brands and models as a phone', () => {
    expect(categoryDrawing('samsung')).toBe('phone');
    expect(categoryDrawing('iphone-15-pro')).toBe('phone');
    expect(categorySvg('iphone-15-pro', 400)).not.toContain('<text');
  });

  it('escapes nothing it is given into the picture', () => {
    expect(categorySvg('<x>', 100)).not.toContain('<x>');
  });
});
