import type { Category, CategoryNode } from '@nordshop/api-contract';
import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { useStrings } from './use-strings';
import { PlainLink, type LinkComponent } from './link';
import { listMoveOfKey, moveIndex } from './list-navigation';
import { MegaMenuPanel } from './mega-menu-panel';
import { mainMenuCategories } from './menu-categories';

/** The menu's quick links (spec section 2), in menu order; each label is the key menu.<name>. */
export const MENU_QUICK_LINKS = ['bestsellers', 'offers', 'used', 'inspirations'] as const;

/** A quick link of the menu. */
export type MenuQuickLink = (typeof MENU_QUICK_LINKS)[number];

/** Props of {@link MegaMenu}. */
export interface MegaMenuProps {
  /** The category tree (GET /api/product-categories); top categories with show_in_main_menu are shown. */
  readonly categories: readonly Category[];
  /** The localized URL of a category page. */
  readonly categoryHref: (category: CategoryNode) => string;
  /** The localized URL of each quick link. */
  readonly quickLinks: Readonly<Record<MenuQuickLink, string>>;
  readonly linkComponent?: LinkComponent;
}

/**
 * The desktop mega-menu (spec section 2) as an ARIA menubar: top categories open their
 * subcategories in masonry columns, then the quick links. Arrow keys move between top items
 * (Home/End to the ends), Enter, Space or ArrowDown open a submenu at its first item (ArrowUp at its
 * last), arrows move inside it, Escape closes it and returns focus; hovering opens too.
 */
export function MegaMenu({ categories, categoryHref, quickLinks, linkComponent }: MegaMenuProps) {
  const { t } = useStrings();
  const Link = linkComponent ?? PlainLink;
  const id = useId();
  const navRef = useRef<HTMLElement>(null);
  const tops = mainMenuCategories(categories);
  const count = tops.length + MENU_QUICK_LINKS.length;
  const [openIndex, setOpenIndex] = useState(-1);
  const [focusIndex, setFocusIndex] = useState(0);
  const panelId = (i: number) => `${id}-menu-${i}`;

  const topItem = (i: number) =>
    navRef.current?.querySelectorAll<HTMLElement>('[data-menubar-item]')[i];
  const panelItems = (i: number) => [
    ...(navRef.current
      ?.querySelector(`[id="${panelId(i)}"]`)
      ?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
  ];
  // Focus moves right after the state that shows the target, so that state is committed first.
  const focusTop = (i: number, keepOpen: boolean) => {
    flushSync(() => {
      setFocusIndex(i);
      setOpenIndex(keepOpen && i < tops.length ? i : -1);
    });
    topItem(i)?.focus();
  };
  const openAt = (i: number, item: 'first' | 'last') => {
    flushSync(() => {
      setFocusIndex(i);
      setOpenIndex(i);
    });
    const items = panelItems(i);
    (item === 'first' ? items[0] : items.at(-1))?.focus();
  };

  const onTopKeyDown = (i: number, event: KeyboardEvent) => {
    const move = listMoveOfKey(event.key, 'horizontal');
    if (move) {
      event.preventDefault();
      focusTop(moveIndex(i, count, move), openIndex >= 0);
    } else if (
      i < tops.length &&
      (event.key === 'Enter' ||
        event.key === ' ' ||
        event.key === 'ArrowDown' ||
        event.key === 'ArrowUp')
    ) {
      event.preventDefault();
      openAt(i, event.key === 'ArrowUp' ? 'last' : 'first');
    } else if (event.key === 'Escape') {
      setOpenIndex(-1);
    }
  };
  const onPanelKeyDown = (i: number, event: KeyboardEvent) => {
    const items = panelItems(i);
    const move = listMoveOfKey(event.key, 'vertical');
    const sideways =
      event.key === 'ArrowRight' ? 'next' : event.key === 'ArrowLeft' ? 'previous' : undefined;
    if (move) {
      event.preventDefault();
      items[moveIndex(items.indexOf(event.target as HTMLElement), items.length, move)]?.focus();
    } else if (sideways) {
      event.preventDefault();
      focusTop(moveIndex(i, count, sideways), true);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      focusTop(i, false);
    }
  };
  const onBlur = (event: FocusEvent) => {
    if (!(event.relatedTarget instanceof Node && navRef.current?.contains(event.relatedTarget)))
      setOpenIndex(-1);
  };

  return (
    <nav
      ref={navRef}
      className="ns-mega-menu"
      aria-label={t('menu.all_categories')}
      onBlur={onBlur}
      onMouseLeave={() => setOpenIndex(-1)}
    >
      <ul role="menubar" className="ns-mega-menu__bar">
        {tops.map((top, i) => (
          <li
            key={top.id}
            role="none"
            className="ns-mega-menu__item"
            onMouseEnter={() => setOpenIndex(i)}
          >
            <button
              type="button"
              role="menuitem"
              data-menubar-item=""
              aria-haspopup="menu"
              aria-expanded={openIndex === i}
              aria-controls={panelId(i)}
              tabIndex={focusIndex === i ? 0 : -1}
              className="ns-mega-menu__top"
              onClick={() => {
                setFocusIndex(i);
                setOpenIndex(openIndex === i ? -1 : i);
              }}
              onKeyDown={(event) => onTopKeyDown(i, event)}
            >
              {top.name}
            </button>
            <MegaMenuPanel
              id={panelId(i)}
              category={top}
              open={openIndex === i}
              categoryHref={categoryHref}
              onKeyDown={(event) => onPanelKeyDown(i, event)}
              onChosen={() => setOpenIndex(-1)}
              link={Link}
              t={t}
            />
          </li>
        ))}
        {/* The quick links stay together: on a row of their own where the bar is too narrow for
            all, never one of them alone on a second row. */}
        <li role="none" className="ns-mega-menu__quick" onMouseEnter={() => setOpenIndex(-1)}>
          <ul role="group" className="ns-mega-menu__quick-list">
            {MENU_QUICK_LINKS.map((name, q) => (
              <li key={name} role="none" className="ns-mega-menu__item ns-mega-menu__item--quick">
                <Link
                  role="menuitem"
                  data-menubar-item=""
                  tabIndex={focusIndex === tops.length + q ? 0 : -1}
                  href={quickLinks[name]}
                  className="ns-mega-menu__top ns-mega-menu__top--quick"
                  onKeyDown={(event) => onTopKeyDown(tops.length + q, event)}
                >
                  {t(`menu.${name}`)}
                </Link>
              </li>
            ))}
          </ul>
        </li>
      </ul>
    </nav>
  );
}
