import type { ReactElement } from 'react';
import { aDeal, aPaymentMethod, aProductCard, aTier } from './catalog-builders';
import { Breadcrumbs } from '../lib/breadcrumbs';
import { CategoryRow } from '../lib/category-row';
import { DealBanner } from '../lib/deal-banner';
import { FooterBadges } from '../lib/badge-list';
import { MegaMenu } from '../lib/mega-menu';
import { MENU_TREE } from './menu-tree';
import { MobileMenu } from '../lib/mobile-menu';
import { Price } from '../lib/price';
import { ProductGrid } from '../lib/product-grid';
import { SearchBox } from '../lib/search-box';
import { StockStatus } from '../lib/stock-status';
import { StoreMessage } from '../lib/store-message';
import { TierPriceTable } from '../lib/tier-price-table';
import { VatToggle } from '../lib/vat-toggle';

const noop = () => undefined;
const never = () => new Promise<never>(noop);
const tiered = { n: [aTier(19900), aTier(17900, 3, 19900)], c: [] };

/** The instant the fixtures are rendered at: noon on the deal's day. */
export const FIXTURE_NOW = Date.parse('2026-11-23T12:00:00.000Z');

/** Every catalog component (internal to this library's server-render and hydration tests) with typical props and a piece of the HTML it renders (for server and hydration tests). */
export const COMPONENT_FIXTURES: readonly {
  readonly name: string;
  readonly element: ReactElement;
  readonly html: string;
}[] = [
  {
    name: 'Price',
    element: <Price prices={tiered} vat={25} locale="sv" includeVat vatNote />,
    html: 'inkl. moms',
  },
  {
    name: 'TierPriceTable',
    element: <TierPriceTable prices={tiered} vat={25} locale="fi" includeVat />,
    html: 'Köp 3 st',
  },
  {
    name: 'StockStatus',
    element: (
      <StockStatus
        stockStatus="in-stock"
        estimatedAt={null}
        showDates
        today="2026-11-23"
        placement="home"
        locale="da"
      />
    ),
    html: 'levereras 26.',
  },
  {
    name: 'ProductGrid',
    element: (
      <ProductGrid
        products={[aProductCard({ is_new: true, score: 4 })]}
        productHref={(p) => `/produkt/${p.slug}`}
        locale="sv"
        includeVat
        today="2026-11-23"
        onAddToCart={noop}
      />
    ),
    html: 'id="product-grid"',
  },
  {
    name: 'Breadcrumbs',
    element: (
      <Breadcrumbs
        items={[
          { name: 'Hem', href: '/' },
          { name: 'Laddare', href: '/kategori/laddare' },
        ]}
      />
    ),
    html: 'aria-current="page"',
  },
  {
    name: 'DealBanner',
    element: (
      <DealBanner
        deal={aDeal()}
        now={FIXTURE_NOW}
        href="/produkt/laddkabel"
        showCountdown
        locale="sv"
      />
    ),
    html: 'Slutar om 12:00:00',
  },
  {
    name: 'SearchBox',
    element: (
      <SearchBox
        locale="sv"
        includeVat
        action="/sok"
        onSubmit={noop}
        searchProducts={never}
        popularProducts={never}
        searchHints={never}
        productHref={() => '/'}
        categoryHref={() => '/'}
        hintHref={() => '/'}
      />
    ),
    html: 'role="combobox"',
  },
  {
    name: 'MegaMenu',
    element: (
      <MegaMenu
        categories={MENU_TREE}
        categoryHref={(c) => c.uri}
        quickLinks={{ bestsellers: '/b', offers: '/o', used: '/u', inspirations: '/i' }}
      />
    ),
    html: 'role="menubar"',
  },
  {
    name: 'CategoryRow',
    element: <CategoryRow categories={MENU_TREE} categoryHref={(c) => c.uri} />,
    html: 'width="400" height="400"',
  },
  {
    name: 'MobileMenu (open)',
    element: (
      <MobileMenu
        open
        onClose={noop}
        categories={MENU_TREE}
        categoryHref={(c) => c.uri}
        brandHref={(s) => `/kategori/${s}`}
        account={{ href: '/my-account' }}
        allowExVat
        includeVat
        onVatChange={noop}
      />
    ),
    html: 'aria-modal="true"',
  },
  {
    name: 'VatToggle',
    element: <VatToggle allowExVat includeVat={false} onChange={noop} />,
    html: 'type="radio"',
  },
  {
    name: 'StoreMessage',
    element: <StoreMessage message="Fri frakt på alla beställningar över 499 kr!" hidden={false} />,
    html: 'Fri frakt',
  },
  {
    name: 'FooterBadges',
    element: <FooterBadges locale="nl" paymentMethods={[aPaymentMethod({ name: 'Factuur' })]} />,
    html: 'Factuur',
  },
];
