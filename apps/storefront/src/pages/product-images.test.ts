import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_IMAGE, canonicalProductSlug, galleryImages } from './product-images';

const image = (url: string, type: 1 | 3 | 4 | 9 | 10, sort_order: number) => ({
  url,
  type,
  sort_order,
  width: 600,
  height: 600,
});
const thumb = { url: '/t.svg', width: 120, height: 120 };

describe('galleryImages', () => {
  it('orders gallery images by sort_order and leaves thumbs out', () => {
    const images = [
      image('/b.svg', 4, 2),
      image('/t.svg', 3, 0),
      image('/a.svg', 9, 1),
      image('/gt.svg', 10, 0),
    ];
    expect(galleryImages({ images, thumb }).map((i) => i.url)).toEqual(['/a.svg', '/b.svg']);
  });

  it('falls back to the thumb, then the placeholder', () => {
    expect(galleryImages({ images: [], thumb })).toEqual([thumb]);
    expect(galleryImages({ images: [], thumb: { url: '', width: 1, height: 1 } })).toEqual([
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
