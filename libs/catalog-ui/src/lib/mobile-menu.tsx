import type { Category, CategoryNode } from '@nordshop/api-contract';
import { useId, useState, type MouseEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useStrings } from './use-strings';
import { PlainLink, type LinkComponent } from './link';
import { categoryTrail, mainMenuCategories, menuChildren } from './menu-categories';
import { MobileMenuLevel } from './mobile-menu-level';
import { useFocusTrap } from './use-focus-trap';
import { VatToggle } from './vat-toggle';

/** The my-account entry: a link (logged in) or an action such as opening the login panel. */
export type MobileMenuAccount = { readonly href: string } | { readonly onOpen: () => void };

/** Props of {@link MobileMenu}. */
export interface MobileMenuProps {
  readonly open: boolean;
  /** Called on Escape, the close button, the backdrop and after a link is followed. */
  readonly onClose: () => void;
  /** The category tree; top categories with show_in_main_menu are listed. */
  readonly categories: readonly Category[];
  readonly categoryHref: (category: CategoryNode) => string;
  /** The localized URL of a brand's category, by its slug (see MOBILE_MENU_BRANDS). */
  readonly brandHref: (slug: string) => string;
  readonly account: MobileMenuAccount;
  /** The app's language switcher. */
  readonly languageSwitcher?: ReactNode;
  /** `STOREFRONTS[locale].allowExVAT`: the VAT toggle shows only where it is true. */
  readonly allowExVat: boolean;
  /** The price display the toggle shows; null while not known (see `VatToggle`). */
  readonly includeVat: boolean | null;
  readonly onVatChange: (includeVat: boolean) => void;
  readonly linkComponent?: LinkComponent;
}

/**
 * The mobile side menu (spec section 2): a modal drawer with the my-account link, the brand list,
 * top categories with drill-down into subcategories (and a back button), the language switcher
 * and, where allowed, the VAT toggle. Focus moves into it on open, Tab stays inside, Escape closes,
 * and focus returns to where it was. Renders nothing while closed. The my-account entry follows
 * spec section 2 through `account`: the app passes the link or the login action it decided on.
 */
export function MobileMenu(props: MobileMenuProps) {
  return props.open ? <MobileMenuDialog {...props} /> : null;
}

/** The login panel replaces the menu: the menu closes (focus returns), then the account action runs. */
function openAccount({ account, onClose }: MobileMenuProps) {
  onClose();
  if ('onOpen' in account) account.onOpen();
}

function MobileMenuDialog(props: MobileMenuProps) {
  const { t } = useStrings();
  const Link = props.linkComponent ?? PlainLink;
  const titleId = useId();
  const panelRef = useFocusTrap<HTMLDivElement>({ onEscape: props.onClose });
  const [path, setPath] = useState<readonly number[]>([]);
  const tops = mainMenuCategories(props.categories);
  const trail = categoryTrail(tops, path);

  const goTo = (next: readonly number[], focusSelector: string) => {
    flushSync(() => setPath(next));
    panelRef.current?.querySelector<HTMLElement>(focusSelector)?.focus();
  };
  const onClick = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) props.onClose();
  };

  return (
    <div className="ns-mobile-menu">
      <div className="ns-mobile-menu__backdrop" aria-hidden="true" onClick={props.onClose} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="ns-mobile-menu__panel"
        onClick={onClick}
      >
        <div className="ns-mobile-menu__header">
          <h2 id={titleId} className="ns-mobile-menu__title">
            {t('menu.title')}
          </h2>
          <button
            type="button"
            className="ns-mobile-menu__close"
            aria-label={t('general.close')}
            onClick={props.onClose}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {trail.length === 0 ? (
          <>
            {'href' in props.account ? (
              <Link href={props.account.href} className="ns-mobile-menu__account">
                {t('general.my_account')}
              </Link>
            ) : (
              <button
                type="button"
                className="ns-mobile-menu__account"
                onClick={() => openAccount(props)}
              >
                {t('general.my_account')}
              </button>
            )}
            <MobileMenuLevel kind="brands" brandHref={props.brandHref} link={Link} />
            <MobileMenuLevel
              kind="categories"
              categories={tops}
              categoryHref={props.categoryHref}
              onDrill={(id) => goTo([id], '[data-back]')}
              link={Link}
            />
            {props.languageSwitcher ? (
              <div className="ns-mobile-menu__language">{props.languageSwitcher}</div>
            ) : null}
            {props.allowExVat ? (
              <div className="ns-mobile-menu__vat">
                <p className="ns-mobile-menu__heading" aria-hidden="true">
                  {t('general.price_display')}
                </p>
                <VatToggle
                  allowExVat={props.allowExVat}
                  includeVat={props.includeVat}
                  onChange={props.onVatChange}
                />
              </div>
            ) : null}
          </>
        ) : (
          <MobileMenuLevel
            kind="subcategories"
            category={trail.at(-1)!}
            categories={menuChildren(trail.at(-1)!)}
            categoryHref={props.categoryHref}
            onDrill={(id) => goTo([...path, id], '[data-back]')}
            onBack={() => goTo(path.slice(0, -1), `[data-category="${path.at(-1)}"]`)}
            link={Link}
          />
        )}
      </div>
    </div>
  );
}
