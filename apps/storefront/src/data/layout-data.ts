import type {
  ApiClient,
  DealResponse,
  PaymentMethod,
  ProductCategoriesResponse,
  StorefrontResponse,
  StringsResponse,
  WidgetResponse,
} from '@nordshop/api-contract';
import type { StringScreen } from '../i18n/screen-strings';

/** The layout widgets every page shows (spec section 7). */
export const LAYOUT_WIDGETS = [
  'store-message',
  'store-message-footer',
  'footer-columns',
  'cart-header',
  'cart-footer',
  'cookie-alert',
] as const;
export type LayoutWidget = (typeof LAYOUT_WIDGETS)[number];

/**
 * What every page of a storefront starts from: its settings, strings, categories, widgets, deal
 * and the payment methods it offers (the footer's payment badges).
 */
export interface LayoutData {
  readonly storefront: StorefrontResponse;
  /** The storefront's strings: all of them, or the layout's share when `screenStrings` is set. */
  readonly strings: StringsResponse;
  /**
   * Where each screen's own strings are (`/layout/sv.checkout.{hash}.json`) when they are not in
   * `strings` (the server's layout asset, docs/decisions/004 amended; i18n/screen-strings.ts).
   */
  readonly screenStrings?: Readonly<Record<StringScreen, string>>;
  readonly categories: ProductCategoriesResponse;
  readonly widgets: Readonly<Record<LayoutWidget, WidgetResponse>>;
  /** The deal running now, or null (none, or its call failed: spec section 8 ignores that). */
  readonly deal: DealResponse | null;
  /**
   * The payment methods the storefront offers to any customer type (empty when their call failed:
   * the footer then shows no payment badge rather than one checkout may not offer).
   */
  readonly paymentMethods: readonly PaymentMethod[];
}

/**
 * Layout data as the storefront server hands it to a page: with the address of the content-hashed
 * asset that holds the same data (server/layout-asset.ts), which the page points the browser at
 * instead of carrying the data in its HTML. Absent where no such asset exists (browser loads).
 */
export type ServedLayoutData = LayoutData & { readonly asset?: string };

/** How deep the menus go: top categories and their subcategories (deeper levels have their own pages). */
export const MENU_DEPTH = 2;

/**
 * The category tree cut to the menus' depth. Every page loads it (the layout asset) for hydration, so
 * it is kept to what the header and the home page show.
 */
export function menuCategories(
  tree: ProductCategoriesResponse,
  depth: number = MENU_DEPTH,
): ProductCategoriesResponse {
  return tree.map((node) => ({
    ...node,
    children: depth > 1 ? menuCategories(node.children, depth - 1) : [],
  }));
}

/** A widget that failed to load is hidden (spec section 7: hidden defaults to true, errors tolerated). */
const HIDDEN_WIDGET: WidgetResponse = { content: '', hidden: true };

/** Loads the layout data of one storefront through its API client. */
export async function loadLayoutData(api: ApiClient): Promise<LayoutData> {
  const [storefront, strings, categories, deal, payment, ...widgets] = await Promise.all([
    api.storefront(),
    api.strings(),
    api.productCategories(),
    api.currentDeal().catch(() => null),
    api.paymentMethods().catch(() => ({ methods: [] })),
    ...LAYOUT_WIDGETS.map((slug) => api.widget(slug).catch(() => HIDDEN_WIDGET)),
  ]);
  return {
    storefront,
    strings,
    categories: menuCategories(categories),
    deal,
    paymentMethods: payment.methods,
    widgets: Object.fromEntries(
      LAYOUT_WIDGETS.map((slug, i) => [slug, widgets[i] ?? HIDDEN_WIDGET]),
    ) as Record<LayoutWidget, WidgetResponse>,
  };
}
