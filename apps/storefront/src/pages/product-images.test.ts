import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_IMAGE, canonicalProductSlug, galleryPictures } from './product-images';

type Type = 1 | 3 | 4 | 5 | 9 | 10;
const image = (url: string, type: Type, sort_order: number, width = 600) => ({
  url,
  type,
  sort_order,
  width,
  height: width,
});
const thumb = { url: '/t.svg', width: 120, height: 120 };

/** How the seed stores one product's pictures: each view in thumb, gallery-thumb, gallery and zoom size. */
const SEEDED = [
  image('/0-300.svg', 3, 0, 300),
  image('/0-100.svg', 10, 0, 100),
  image('/0-800.svg', 4, 0, 800),
  image('/0-1600.svg', 1, 0, 1600),
  image('/1-100.svg', 10, 1, 100),
  image('/1-800.svg', 4, 1, 800),
  image('/1-1600.svg', 1, 1, 1600),
];

describe('galleryPictures', () => {
  it('shows each picture once, though it comes in a gallery and a zoom size', () => {
    const pictures = galleryPictures(SEEDED, thumb);
    expect(pictures.map((p) => p.image.url)).toEqual(['/0-800.svg', '/1-800.svg']);
  });

  it('offers every size of a picture to the browser, smallest first, and its small thumbnail', () => {
    const [first] = galleryPictures(SEEDED, thumb);
    expect(first).toMatchObject({
      srcSet: ['/0-800.svg 800w', '/0-1600.svg 1600w'],
      thumb: { url: '/0-100.svg', width: 100, height: 100 },
    });
  });

  it('orders the pictures by sort_order and takes the best type of each', () => {
    const images = [image('/b.svg', 4, 2), image('/t.svg', 3, 0), image('/a.svg', 9, 1)];
    const pictures = galleryPictures(images, thumb);
    expect(pictures.map((p) => p.image.url)).toEqual(['/a.svg', '/b.svg']);
    // One size only: no candidates, and the picture is its own thumbnail.
    expect(pictures[0]).toMatchObject({ srcSet: [], thumb: { url: '/a.svg' } });
  });

  it('falls back to the thumb, then the placeholder', () => {
    expect(galleryPictures([], thumb).map((p) => p.image)).toEqual([thumb]);
    expect(galleryPictures([], { url: '', width: 1, height: 1 }).map((p) => p.image)).toEqual([
      PLACEHOLDER_IMAGE,
    ]);
  });
});

describe('canonicalProductSlug', () => {
  const product = {
    slug: 'silikonikuori-iphone-15',
    selected_sku: null,
    variations: [{ slug: 'silikonikuori-iphone-15-musta', sku: 'NS-1-BLK' }],
  } as unknown as Parameters<typeof canonicalProductSlug>[0];

  it.each([
    {
      name: 'keeps the product slug of this storefront',
      requested: 'silikonikuori-iphone-15',
      out: 'silikonikuori-iphone-15',
    },
    {
      name: 'keeps a variation slug of this storefront',
      requested: 'silikonikuori-iphone-15-musta',
      out: 'silikonikuori-iphone-15-musta',
    },
    {
      name: 'turns a slug of another language into this one',
      requested: 'silikonskal-iphone-15',
      out: 'silikonikuori-iphone-15',
    },
  ])('$name', ({ requested, out }) => {
    expect(canonicalProductSlug(product, requested)).toBe(out);
  });

  it('keeps the variation a foreign slug named', () => {
    expect(
      canonicalProductSlug({ ...product, selected_sku: 'NS-1-BLK' }, 'silikonskal-iphone-15-svart'),
    ).toBe('silikonikuori-iphone-15-musta');
  });
});
