import type { Category, CategoryNode } from '@nordshop/api-contract';
import type { TFunction } from 'i18next';
import type { KeyboardEvent } from 'react';
import type { LinkComponent } from './link';
import { menuChildren } from './menu-categories';

/** Props of a mega-menu panel (internal to MegaMenu). */
export interface MegaMenuPanelProps {
  readonly id: string;
  readonly category: Category;
  readonly open: boolean;
  readonly categoryHref: (category: CategoryNode) => string;
  readonly onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  readonly onChosen: () => void;
  readonly link: LinkComponent;
  /** The menu's translation function: one for all its panels rather than one for each. */
  readonly t: TFunction;
}

/** The submenu of a top category: its subcategories (with theirs) in masonry columns and 'show all'. */
export function MegaMenuPanel({
  id,
  category,
  open,
  categoryHref,
  onKeyDown,
  onChosen,
  link: Link,
  t,
}: MegaMenuPanelProps) {
  return (
    <div
      role="menu"
      id={id}
      aria-label={category.name}
      hidden={!open}
      className="ns-mega-menu__panel"
      onKeyDown={onKeyDown}
      onClick={onChosen}
    >
      <div className="ns-mega-menu__columns">
        {menuChildren(category).map((sub) => (
          <div key={sub.id} role="group" aria-label={sub.name} className="ns-mega-menu__group">
            <Link
              role="menuitem"
              tabIndex={-1}
              href={categoryHref(sub)}
              className="ns-mega-menu__heading"
            >
              {sub.name}
            </Link>
            {menuChildren(sub).map((leaf) => (
              <Link
                key={leaf.id}
                role="menuitem"
                tabIndex={-1}
                href={categoryHref(leaf)}
                className="ns-mega-menu__link"
              >
                {leaf.name}
              </Link>
            ))}
          </div>
        ))}
      </div>
      <Link
        role="menuitem"
        tabIndex={-1}
        href={categoryHref(category)}
        className="ns-mega-menu__all"
      >
        {t('menu.show_all', { name: category.name })}
      </Link>
    </div>
  );
}
