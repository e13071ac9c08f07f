import { useStrings } from '@nordshop/catalog-ui';
import { useState } from 'react';
import type { GalleryPicture } from './product-images';

/** How wide the main picture is shown: half the page beside the buy box, else the whole width. */
const MAIN_SIZES = '(min-width: 48rem) 50vw, 100vw';

/**
 * The product's pictures: one shown large (the browser picks its size from the candidates), and
 * below it one thumbnail button per picture that shows it, the shown one pressed. Give it a `key`
 * of the variation it shows, so another colour starts at its first picture.
 */
export function ProductGallery({
  pictures,
  alt,
}: {
  pictures: readonly GalleryPicture[];
  /** What the pictures show, e.g. the product's brand and name. */
  alt: string;
}) {
  const { t } = useStrings();
  const [selected, setSelected] = useState(0);
  const shown = pictures[Math.min(selected, pictures.length - 1)]!;
  return (
    <section className="product-gallery" aria-label={t('product.images')}>
      <img
        className="product-gallery__main"
        src={shown.image.url}
        srcSet={shown.srcSet.length > 0 ? shown.srcSet.join(', ') : undefined}
        sizes={shown.srcSet.length > 0 ? MAIN_SIZES : undefined}
        width={shown.image.width}
        height={shown.image.height}
        alt={alt}
        fetchPriority={selected === 0 ? 'high' : undefined}
      />
      {pictures.length > 1 ? (
        <ul className="product-gallery__thumbs">
          {pictures.map((picture, index) => (
            <li key={picture.key}>
              <button
                type="button"
                className="product-gallery__thumb"
                aria-pressed={index === selected}
                aria-label={t('product.show_image', { index: index + 1, total: pictures.length })}
                onClick={() => setSelected(index)}
              >
                <img
                  src={picture.thumb.url}
                  width={picture.thumb.width}
                  height={picture.thumb.height}
                  alt=""
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
