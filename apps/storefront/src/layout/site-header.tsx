import {
  CategoryRow,
  DealBanner,
  MegaMenu,
  SearchBox,
  StoreMessage,
  VatToggle,
  categoryRowCategories,
  isHeaderScrolled,
  useStrings,
} from '@nordshop/catalog-ui';
import { useLocation, useRouter } from '@tanstack/react-router';
import { Suspense, useMemo, useState } from 'react';
import { useVatSwitch } from '../cart/cart-provider';
import { LocaleSwitcher } from '../components/locale-switcher';
import { findCategoryPath } from '../routing/find-category-path';
import { useLayoutData, useRouterContext } from '../routing/hooks';
import { fromInternalPath } from '../routing/internal-path';
import { publicHref } from '../routing/locale-rewrite';
import {
  currentPathOf,
  LayoutLink,
  LayoutLinkScopeContext,
  layoutLinkScope,
} from '../routing/layout-link';
import { RouterLink, catalogLinks, publicPathOf } from '../routing/use-links';
import { useAccountEntry } from '../account/use-account-entry';
import { useSessionVariant } from '../experiments/experiments-provider';
import { MAIN_ID } from '../navigation/route-focus';
import { ServerPart } from './server-part';
import { CartButton } from '../cart/cart-button';
import { CUSTOMER_SERVICE_SLUG } from './customer-service';
import { QUICK_LINK_TAGS } from './quick-links';
import { LazyMobileMenu, warmMobileMenu } from './lazy-mobile-menu';
import { useIncludeVat } from './use-include-vat';
import { useWindowState } from './use-window-state';

const readScrolled = () => isHeaderScrolled(window.scrollY);

/** The results page's query `q` as text (the router's search is plain text, decision 019). */
const searchTextOf = (search: unknown): string => {
  const q = (search as { q?: unknown } | undefined)?.q;
  return typeof q === 'string' ? q : typeof q === 'number' ? String(q) : '';
};

/**
 * The page header of spec section 1: selling points, customer service, account, locale switcher,
 * cart button, store message, search, mega-menu (mobile side menu on small screens), the category
 * row and the deal. Scrolled past 40 px (spec section 4) it is 'scrolled': its bar with the logo,
 * search, account and cart stays at the top of the window (see global.css).
 */
export function SiteHeader({ now, storedParts = false }: { now: number; storedParts?: boolean }) {
  const { t } = useStrings();
  const { storefront, categories, widgets, deal } = useLayoutData();
  const locale = storefront.code;
  const links = catalogLinks(locale);
  const context = useRouterContext();
  const router = useRouter();
  const location = useLocation();
  // The menus' links take their hrefs from a memo, and which one is current from the location.
  const linkScope = useMemo(() => layoutLinkScope(context, location), [context, location]);
  const includeVat = useIncludeVat();
  const [menuOpen, setMenuOpen] = useState(false);
  const api = context.apiFor(locale);
  const route = fromInternalPath(location.pathname);
  const onDealProduct =
    route?.name === 'product' && deal !== null && route.params['slug'] === deal.product_slug;
  // On the results page the box holds its query, also when the page was opened directly.
  const searchQuery = route?.name === 'search' ? searchTextOf(location.search) : '';
  const account = useAccountEntry(locale);
  const sessionVariant = useSessionVariant();
  const scrolled = useWindowState('scroll', readScrolled);
  // The menus link to categories and tags, marking the one shown as current: on a product page
  // none is, elsewhere the page's path (or its query) tells.
  const menusVary = !storedParts
    ? null
    : route?.name === 'product'
      ? ''
      : (currentPathOf(location) ?? '?');

  return (
    <header className="site-header" data-scrolled={scrolled ? 'true' : undefined}>
      {/* Inside the banner landmark: nothing of the page stands outside a landmark. */}
      <a className="skip-link" href={`#${MAIN_ID}`}>
        {t('general.skip_to_content')}
      </a>
      <div className="site-header__top">
        <ul className="site-header__usps" aria-label={t('header.selling_points')}>
          <li>{t('header.usp_free_shipping')}</li>
          <li>{t('header.usp_returns')}</li>
          <li>{t('header.usp_dispatch')}</li>
        </ul>
        <div className="site-header__top-end">
          <RouterLink href={links.cms(CUSTOMER_SERVICE_SLUG[locale])}>
            {t('general.customer_service')}
          </RouterLink>
          {/* On small screens the side menu offers these two (spec section 2). */}
          <div className="site-header__settings">
            <HeaderVatToggle allowExVat={storefront.allowExVAT} />
            <LocaleSwitcher locale={locale} />
          </div>
        </div>
      </div>
      {/* Keeps the bar's room in the page while the scrolled bar is fixed at the top. */}
      <div className="site-header__bar-room">
        <div className="site-header__main">
          <button
            type="button"
            className="site-header__menu-button"
            aria-haspopup="dialog"
            onPointerEnter={warmMobileMenu}
            onTouchStart={warmMobileMenu}
            onFocus={warmMobileMenu}
            onClick={() => setMenuOpen(true)}
          >
            <svg
              aria-hidden="true"
              width="22"
              height="22"
              viewBox="0 0 24 24"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M4 6h16M4 12h16M4 18h16" />
            </svg>
            <span className="visually-hidden">{t('menu.title')}</span>
          </button>
          <RouterLink className="site-header__brand" href={links.home()}>
            <img src="/brand/nordshop-logo.svg" alt="" width="32" height="32" />
            <span className="site-header__brand-name">{storefront.name}</span>
          </RouterLink>
          <div className="site-header__search">
            <SearchBox
              defaultValue={searchQuery}
              locale={locale}
              includeVat={includeVat}
              action={publicHref('search', {}, locale, {
                host: context.host,
                domains: context.localeDomains,
                protocol: context.protocol,
              })}
              onSubmit={(q) => void router.navigate({ to: links.search(), search: { q } })}
              searchProducts={async (q) => {
                const result = await api.searchProducts({
                  query: q,
                  provider: await sessionVariant('search_provider'),
                });
                return {
                  products: result.products,
                  categories: result.categories,
                  total: result.records,
                  partial: result.partial,
                };
              }}
              popularProducts={async () => (await api.popularProducts({ limit: 6 })).products}
              searchHints={(q) => api.searchTriggers(q)}
              productHref={links.product}
              categoryHref={links.searchCategory}
              hintHref={links.hint}
              linkComponent={RouterLink}
            />
          </div>
          {'href' in account ? (
            <RouterLink className="site-header__account" href={account.href}>
              <AccountIcon />
              <span className="site-header__account-label">{t('general.my_account')}</span>
            </RouterLink>
          ) : (
            <a
              className="site-header__account"
              href={publicPathOf(links.account(), context)}
              onClick={(event) => {
                event.preventDefault();
                account.onOpen();
              }}
            >
              <AccountIcon />
              <span className="site-header__account-label">{t('general.my_account')}</span>
            </a>
          )}
          <CartButton />
        </div>
      </div>
      {/* A region of its own: the menus' many links hydrate and commit apart from the bar above. */}
      <Suspense fallback={null}>
        <ServerPart name="header-menus" vary={menusVary}>
          <LayoutLinkScopeContext value={linkScope}>
            <nav className="site-header__nav" aria-label={t('general.categories')}>
              <MegaMenu
                categories={categories}
                categoryHref={links.category}
                quickLinks={{
                  bestsellers: links.tag(QUICK_LINK_TAGS.bestsellers[locale]),
                  offers: links.tag(QUICK_LINK_TAGS.offers[locale]),
                  used: links.tag(QUICK_LINK_TAGS.used[locale]),
                  inspirations: links.tag(QUICK_LINK_TAGS.inspirations[locale]),
                }}
                linkComponent={LayoutLink}
              />
            </nav>
            <div className="site-header__category-row">
              <CategoryRow
                categories={categoryRowCategories(categories)}
                categoryHref={links.category}
                label={t('header.category_row')}
                linkComponent={LayoutLink}
              />
            </div>
          </LayoutLinkScopeContext>
        </ServerPart>
      </Suspense>
      <LazyMobileMenu
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        categories={categories}
        categoryHref={links.category}
        brandHref={(slug) => links.categoryPath(findCategoryPath(categories, slug) ?? slug)}
        account={account}
        languageSwitcher={<LocaleSwitcher locale={locale} />}
        allowExVat={storefront.allowExVAT}
        linkComponent={RouterLink}
      />
      <StoreMessage
        message={widgets['store-message'].content}
        hidden={widgets['store-message'].hidden}
      />
      {deal ? (
        <DealBanner
          deal={deal}
          now={now}
          href={links.product({ slug: deal.product_slug })}
          showCountdown={onDealProduct}
          locale={locale}
          linkComponent={RouterLink}
        />
      ) : null}
    </header>
  );
}

/**
 * The header's VAT switch. It shows the mode only once known (the server may not know it: no
 * vat_display cookie), so it renders again as hydration ends: it alone, not the whole header.
 */
function HeaderVatToggle({ allowExVat }: { allowExVat: boolean }) {
  const { includeVat, onChange } = useVatSwitch();
  return <VatToggle allowExVat={allowExVat} includeVat={includeVat} onChange={onChange} />;
}

function AccountIcon() {
  return (
    <svg
      aria-hidden="true"
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
    </svg>
  );
}
