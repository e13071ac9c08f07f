import { describe, expect, it } from 'vitest';
import { FAMILIES } from '../../seed/data/families';
import { TYPE_CATEGORIES } from '../../seed/data/type-categories';
import {
  parsePictureKey,
  pictureKey,
  PICTURE_COLOURS,
  PICTURE_VIEWS,
  productImageUrl,
} from './product-picture';
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

describe('pictureKey and parsePictureKey', () => {
  it('reads the key a picture is kept by', () => {
    const blue = { family: 'silicone-case', style: 1, layout: 'apple', colour: 'blue' } as const;
    expect(pictureKey(blue)).toBe('silicone-case/1-apple/blue');
    expect(parsePictureKey(pictureKey(blue))).toEqual(blue);
  });

  it.each([
    'silicone-case/1-apple/mauve',
    'silicone-case/1-nokia/blue',
    'silicone-case/x-apple/blue',
    'Silicone/1-apple/blue',
    'silicone-case/1-apple',
    '../1-apple/blue',
  ])('names no picture with %s', (key) => {
    expect(parsePictureKey(key)).toBeUndefined();
  });
});

describe('productImageUrl', () => {
  it('gives each product and view an address of its own', () => {
    expect(productImageUrl('NS-SIL-10221-BLU', 2, 800)).toBe(
      '/media/products/NS-SIL-10221-BLU/2-800.svg',
    );
  });
});

describe('productSvg (pictures of catalogs seeded before)', () => {
  const FAMILY_OF_CODE = new Map(FAMILIES.map((family) => [family.code, family.key] as const));

  it.each(['NS-WAL-10001', 'NS-GLS-10002-BLK', 'NS-GFT-1', 'NS-???-1'])(
    'draws %s without printing its SKU',
    (sku) => {
      const svg = productSvg(sku, 1, 800, FAMILY_OF_CODE);
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
