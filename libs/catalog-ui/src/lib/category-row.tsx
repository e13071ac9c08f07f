import type { CategoryNode } from '@nordshop/api-contract';
import { useId, useRef } from 'react';
import { useStrings } from './use-strings';
import { PlainLink, type LinkComponent } from './link';

/** How far one arrow click scrolls the category row, in CSS pixels (spec section 2). */
export const CATEGORY_ROW_SCROLL_PX = 230;

/** The horizontal scroll of one arrow click: back (-230) or forward (+230) CSS pixels. */
export function categoryRowScrollDelta(direction: 'back' | 'forward'): number {
  return direction === 'back' ? -CATEGORY_ROW_SCROLL_PX : CATEGORY_ROW_SCROLL_PX;
}

/** Props of {@link CategoryRow}. */
export interface CategoryRowProps {
  /** The categories of the row, in order, each shown with its thumbnail. */
  readonly categories: readonly CategoryNode[];
  /** The localized URL of a category page. */
  readonly categoryHref: (category: CategoryNode) => string;
  /** Accessible name of the row (default: general.categories). */
  readonly label?: string;
  readonly linkComponent?: LinkComponent;
}

/**
 * The header's category row: a horizontally scrolling list of category links with thumbnails and
 * two arrow buttons that scroll it {@link CATEGORY_ROW_SCROLL_PX} px per click (smoothly, unless
 * the shopper prefers reduced motion; see the CSS).
 */
export function CategoryRow({ categories, categoryHref, label, linkComponent }: CategoryRowProps) {
  const { t } = useStrings();
  const Link = linkComponent ?? PlainLink;
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const scroll = (direction: 'back' | 'forward') =>
    listRef.current?.scrollBy({ left: categoryRowScrollDelta(direction) });
  return (
    <nav className="ns-category-row" aria-label={label ?? t('general.categories')}>
      <button
        type="button"
        className="ns-category-row__arrow ns-category-row__arrow--back"
        aria-controls={listId}
        aria-label={t('general.previous')}
        onClick={() => scroll('back')}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <ul id={listId} ref={listRef} className="ns-category-row__list">
        {categories.map((category) => (
          <li key={category.id} className="ns-category-row__item">
            <Link href={categoryHref(category)} className="ns-category-row__link">
              <img
                src={category.thumb.url}
                width={category.thumb.width}
                height={category.thumb.height}
                alt=""
                loading="lazy"
                decoding="async"
                className="ns-category-row__image"
              />
              <span className="ns-category-row__name">{category.name}</span>
            </Link>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="ns-category-row__arrow ns-category-row__arrow--forward"
        aria-controls={listId}
        aria-label={t('general.next')}
        onClick={() => scroll('forward')}
      >
        <span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}
