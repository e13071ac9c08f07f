import type { Category, CategoryNode } from '@nordshop/api-contract';
import { useId } from 'react';
import { useStrings } from './use-strings';
import type { LinkComponent } from './link';
import { menuChildren } from './menu-categories';
import { MOBILE_MENU_BRANDS } from './mobile-menu-brands';

/** One list of the mobile menu (internal to MobileMenu). */
export type MobileMenuLevelProps =
  | {
      readonly kind: 'brands';
      readonly brandHref: (slug: string) => string;
      readonly link: LinkComponent;
    }
  | {
      readonly kind: 'categories';
      readonly categories: readonly Category[];
      readonly categoryHref: (category: CategoryNode) => string;
      readonly onDrill: (id: number) => void;
      readonly link: LinkComponent;
    }
  | {
      readonly kind: 'subcategories';
      readonly category: Category;
      readonly categories: readonly Category[];
      readonly categoryHref: (category: CategoryNode) => string;
      readonly onDrill: (id: number) => void;
      readonly onBack: () => void;
      readonly link: LinkComponent;
    };

/**
 * A headed list of the mobile menu: brands, top categories, or one category's subcategories. A
 * named group, not a region: a landmark named like the header's category navigation would be a
 * second landmark of that name while the menu is open.
 */
export function MobileMenuLevel(props: MobileMenuLevelProps) {
  const { t } = useStrings();
  const headingId = useId();
  const Link = props.link;

  if (props.kind === 'brands') {
    return (
      <div role="group" className="ns-mobile-menu__section" aria-labelledby={headingId}>
        <h3 id={headingId} className="ns-mobile-menu__heading">
          {t('menu.brands')}
        </h3>
        <ul className="ns-mobile-menu__list">
          {MOBILE_MENU_BRANDS.map((brand) => (
            <li key={brand.slug}>
              <Link href={props.brandHref(brand.slug)} className="ns-mobile-menu__link">
                {'name' in brand ? brand.name : t(brand.labelKey)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    );
  }

  const item = (category: Category) =>
    menuChildren(category).length > 0 ? (
      <button
        type="button"
        data-category={category.id}
        className="ns-mobile-menu__link ns-mobile-menu__link--drill"
        onClick={() => props.onDrill(category.id)}
      >
        {category.name}
        <span aria-hidden="true"> ›</span>
      </button>
    ) : (
      <Link href={props.categoryHref(category)} className="ns-mobile-menu__link">
        {category.name}
      </Link>
    );

  return (
    <div role="group" className="ns-mobile-menu__section" aria-labelledby={headingId}>
      {props.kind === 'subcategories' ? (
        <button type="button" data-back="" className="ns-mobile-menu__back" onClick={props.onBack}>
          <span aria-hidden="true">‹ </span>
          {t('general.back')}
        </button>
      ) : null}
      <h3 id={headingId} className="ns-mobile-menu__heading">
        {props.kind === 'subcategories' ? props.category.name : t('general.categories')}
      </h3>
      <ul className="ns-mobile-menu__list">
        {props.kind === 'subcategories' ? (
          <li>
            <Link href={props.categoryHref(props.category)} className="ns-mobile-menu__link">
              {t('menu.show_all', { name: props.category.name })}
            </Link>
          </li>
        ) : null}
        {props.categories.map((category) => (
          <li key={category.id}>{item(category)}</li>
        ))}
      </ul>
    </div>
  );
}
