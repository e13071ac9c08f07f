import { STOREFRONTS, trackingPrice, type LocaleCode } from '@nordshop/locale-config';

/** A product as analytics sees it: money in minor units including VAT. */
export interface TrackedItem {
  readonly sku: string;
  readonly name: string;
  readonly brand?: string | undefined;
  readonly category?: string | undefined;
  /** Unit price in minor units including VAT. */
  readonly price: number;
  /** VAT rate, percent. */
  readonly vat: number;
  readonly quantity: number;
}

/** How prices are shown: analytics reports what the shopper sees (spec section 9, tracking prices). */
export interface TrackingDisplay {
  readonly locale: LocaleCode;
  readonly includeVat: boolean;
}

/** A GA4 e-commerce item. */
export interface Ga4Item {
  readonly item_id: string;
  readonly item_name: string;
  readonly item_brand?: string;
  readonly item_category?: string;
  readonly price: number;
  readonly quantity: number;
}

/** An event pushed onto the dataLayer. */
export type DataLayerEvent = Readonly<Record<string, unknown>> & { readonly event: string };

function ga4Item(item: TrackedItem, display: TrackingDisplay): Ga4Item {
  return {
    item_id: item.sku,
    item_name: item.name,
    ...(item.brand ? { item_brand: item.brand } : {}),
    ...(item.category ? { item_category: item.category } : {}),
    price: trackingPrice(item.price, item.vat, display.includeVat),
    quantity: item.quantity,
  };
}

/** Σ price × quantity of the items, rounded to 2 decimals like each price. */
function valueOf(items: readonly Ga4Item[]): number {
  return Math.round(items.reduce((sum, item) => sum + item.price * item.quantity, 0) * 100) / 100;
}

function ecommerce(
  event: string,
  items: readonly TrackedItem[],
  display: TrackingDisplay,
  extra: Record<string, unknown> = {},
): DataLayerEvent {
  const tracked = items.map((item) => ga4Item(item, display));
  return {
    event,
    ecommerce: {
      currency: STOREFRONTS[display.locale].currency,
      value: valueOf(tracked),
      ...extra,
      items: tracked,
    },
  };
}

/** page_view, sent 150 ms after a route change (spec section 9). */
export function pageViewEvent(location: string, title: string): DataLayerEvent {
  return { event: 'page_view', page_location: location, page_title: title };
}

/** view_item: the product page. */
export function viewItemEvent(item: TrackedItem, display: TrackingDisplay): DataLayerEvent {
  return ecommerce('view_item', [item], display);
}

/** add_to_cart: what was just added. */
export function addToCartEvent(
  items: readonly TrackedItem[],
  display: TrackingDisplay,
): DataLayerEvent {
  return ecommerce('add_to_cart', items, display);
}

/** begin_checkout: the cart as the checkout opens, with its coupon codes. */
export function beginCheckoutEvent(
  items: readonly TrackedItem[],
  coupons: readonly string[],
  display: TrackingDisplay,
): DataLayerEvent {
  return ecommerce(
    'begin_checkout',
    items,
    display,
    coupons.length > 0 ? { coupon: coupons.join(',') } : {},
  );
}

/** The order as placed, for the purchase event. Money in minor units including VAT. */
export interface TrackedOrder {
  readonly id: number;
  readonly total: number;
  readonly vatTotal: number;
  readonly shipping: number;
  readonly coupons: readonly string[];
  readonly items: readonly TrackedItem[];
}

/**
 * purchase: the order's own total (what the shopper pays, discounts included) as the value; tax
 * and shipping in major units; the items at their tracking prices.
 */
export function purchaseEvent(order: TrackedOrder, display: TrackingDisplay): DataLayerEvent {
  const major = (minor: number) => Math.round(minor) / 100;
  const value = display.includeVat ? major(order.total) : major(order.total - order.vatTotal);
  return {
    event: 'purchase',
    ecommerce: {
      transaction_id: String(order.id),
      currency: STOREFRONTS[display.locale].currency,
      value,
      tax: major(order.vatTotal),
      shipping: major(order.shipping),
      ...(order.coupons.length > 0 ? { coupon: order.coupons.join(',') } : {}),
      items: order.items.map((item) => ga4Item(item, display)),
    },
  };
}

/** The product analytics goals of spec section 9. */
export type ProductGoal = 'addToCart' | 'proceedToCheckout' | 'purchase' | 'purchasedItemsInCart';

/**
 * A goal's value: addToCart the first item's price, proceedToCheckout 1, purchase the order value
 * (or 1 without one), purchasedItemsInCart the sum of the quantities.
 */
export function goalValue(
  goal: ProductGoal,
  input: { readonly items?: readonly TrackedItem[]; readonly value?: number },
  display: TrackingDisplay,
): number {
  const items = input.items ?? [];
  switch (goal) {
    case 'addToCart': {
      const first = items[0];
      return first ? trackingPrice(first.price, first.vat, display.includeVat) : 0;
    }
    case 'proceedToCheckout':
      return 1;
    case 'purchase':
      return input.value !== undefined && input.value > 0 ? input.value : 1;
    case 'purchasedItemsInCart':
      return items.reduce((sum, item) => sum + item.quantity, 0);
  }
}

/** The dataLayer event of a product goal. */
export function goalEvent(goal: ProductGoal, value: number): DataLayerEvent {
  return { event: 'product_goal', goal, value };
}
