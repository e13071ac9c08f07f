import { analyticsGranted } from '../analytics/analytics-consent';
import { sendProductViewBeacon, type ProductDetail } from '@nordshop/api-contract';
import type { LocaleCode } from '@nordshop/locale-config';
import {
  RecentlyViewedList,
  readRecentlyViewed,
  recentlyViewedPatch,
  rememberViewed,
  type RecentlyViewedProduct,
  useStrings,
} from '@nordshop/catalog-ui';
import { patchTd02, readTd02 } from '@nordshop/browser-state';
import { useQuery } from '@tanstack/react-query';
import { productUpsellQuery } from '../data/product-queries';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useRouterContext, useStorefront } from '../routing/hooks';
import { localArea } from '../storage/storage-areas';
import { RouterLink, catalogLinks } from '../routing/use-links';
import { StorefrontProductGrid } from './storefront-product-grid';

/**
 * The products viewed before this one (at most 5, newest first), and this product remembered
 * as the newest; stored in td02 beside the cart. Empty on the server and until hydration.
 */
function useRecentlyViewed(product: ProductDetail): RecentlyViewedProduct[] {
  const [earlier, setEarlier] = useState<RecentlyViewedProduct[]>([]);
  const { sku, slug, name, thumb } = product;
  useEffect(() => {
    const list = readRecentlyViewed(readTd02(localArea()));
    setEarlier(list.filter((entry) => entry.sku !== sku));
    // Full or blocked storage: the page works without the list (patchTd02 never throws).
    patchTd02(localArea(), recentlyViewedPatch(rememberViewed(list, { sku, slug, name, thumb })));
  }, [sku, slug, name, thumb]);
  return earlier;
}

/** "Recently viewed" under the product. */
export function RecentlyViewedSection({ product }: { product: ProductDetail }) {
  const { code: locale } = useStorefront();
  const products = useRecentlyViewed(product);
  return (
    <RecentlyViewedList
      products={products}
      productHref={catalogLinks(locale).product}
      linkComponent={RouterLink}
    />
  );
}

/** How far below the view the upsell section starts loading: about a screen ahead of the shopper. */
const UPSELL_LOAD_MARGIN = '800px 0px';

/** True once the element has come within `margin` of the view (at once where the browser cannot tell). */
function useNearView(ref: RefObject<HTMLElement | null>, margin: string): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}

/**
 * The product's upsell products (spec section 7: limit 4, in stock), loaded in the browser when
 * the shopper scrolls near them; a failure or an empty list hides the section.
 */
export function UpsellSection({ product }: { product: ProductDetail }) {
  const { t } = useStrings();
  const { code: locale } = useStorefront();
  const api = useRouterContext().apiFor(locale);
  const anchor = useRef<HTMLDivElement>(null);
  const near = useNearView(anchor, UPSELL_LOAD_MARGIN);
  const query = useQuery({ ...productUpsellQuery({ locale, api }, product.id), enabled: near });
  const products = (query.data ?? []).filter((entry) => entry.id !== product.id);
  if (products.length === 0)
    return <div ref={anchor} className="product-page__upsell-anchor" aria-hidden="true" />;
  return (
    <section className="product-page__upsell" aria-labelledby="product-upsell-title">
      <h2 id="product-upsell-title">{t('product.upsell_title')}</h2>
      <StorefrontProductGrid products={products} placement="listing" />
    </section>
  );
}

/**
 * Records one view of the product for its social proof (spec section 4) as a beacon, which needs
 * no API client on the page; through the client where the browser has no beacons. Failures are
 * ignored. Sent in a task of its own: not in the one where hydration's effects run.
 */
export function useRecordProductView(productId: number): void {
  const { code: locale } = useStorefront();
  const api = useRouterContext().apiFor(locale);
  useEffect(() => {
    const timer = setTimeout(() => {
      const queued =
        typeof navigator.sendBeacon === 'function' &&
        sendProductViewBeacon({ baseUrl: window.location.origin, locale }, productId, (url, body) =>
          navigator.sendBeacon(url, body),
        );
      if (!queued) api.recordProductView(productId).catch(() => undefined);
    }, 0);
    return () => clearTimeout(timer);
  }, [api, locale, productId]);
}

/**
 * view_item for the product page (spec section 9), once per product; the analytics code loads
 * only then, and sends nothing without analytics consent.
 */
export function useTrackViewItem(
  product: ProductDetail,
  locale: LocaleCode,
  includeVat: boolean,
): void {
  const shown = useRef<number | null>(null);
  useEffect(() => {
    if (shown.current === product.id) return;
    shown.current = product.id;
    if (!analyticsGranted(document.cookie)) return;
    void import('../analytics/track-events').then(({ trackViewItem }) =>
      trackViewItem(product, { locale, includeVat }),
    );
  }, [product, locale, includeVat]);
}
