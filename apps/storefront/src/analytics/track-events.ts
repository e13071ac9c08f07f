import type { Order, Prices, ProductDetail } from '@nordshop/api-contract';
import type { CartLineItem } from '@nordshop/cart-domain';
import {
  addToCartEvent,
  beginCheckoutEvent,
  goalEvent,
  goalValue,
  purchaseEvent,
  viewItemEvent,
  type TrackedItem,
  type TrackingDisplay,
} from './ga4-events';
import { track } from './tracker';

/** The price a single unit starts at: the first campaign tier, else the first normal tier. */
function startPrice(prices: Prices): number {
  return (prices.c[0] ?? prices.n[0])?.p ?? 0;
}

function itemOfLine(
  line: Pick<CartLineItem, 'sku' | 'name' | 'price' | 'vat' | 'quantity'>,
): TrackedItem {
  return {
    sku: line.sku,
    name: line.name,
    price: line.price,
    vat: line.vat,
    quantity: line.quantity,
  };
}

/** view_item for a product page. */
export function trackViewItem(product: ProductDetail, display: TrackingDisplay): void {
  track(
    viewItemEvent(
      {
        sku: product.sku,
        name: product.name,
        brand: product.brand?.name,
        category: product.category_path.at(-1)?.name,
        price: startPrice(product.prices),
        vat: product.vat,
        quantity: 1,
      },
      display,
    ),
  );
}

/** add_to_cart and the addToCart goal (the first item's price) for lines just added. */
export function trackAddToCart(
  lines: readonly Pick<CartLineItem, 'sku' | 'name' | 'price' | 'vat' | 'quantity'>[],
  display: TrackingDisplay,
): void {
  const items = lines.map(itemOfLine);
  track(addToCartEvent(items, display));
  track(goalEvent('addToCart', goalValue('addToCart', { items }, display)));
}

/** begin_checkout and the proceedToCheckout goal, once per checkout visit. */
export function trackBeginCheckout(
  lines: readonly CartLineItem[],
  coupons: readonly string[],
  display: TrackingDisplay,
): void {
  track(beginCheckoutEvent(lines.map(itemOfLine), coupons, display));
  track(goalEvent('proceedToCheckout', goalValue('proceedToCheckout', {}, display)));
}

/** purchase and the purchase and purchasedItemsInCart goals; failures are reported (spec section 8). */
export function trackPurchase(order: Order, display: TrackingDisplay): void {
  const items = order.lines.map((line) => ({
    sku: line.sku,
    name: line.name,
    price: line.unit_price,
    vat: line.vat,
    quantity: line.quantity,
  }));
  const event = purchaseEvent(
    {
      id: order.id,
      total: order.total,
      vatTotal: order.vat_total,
      shipping: order.shipping.price,
      coupons: order.coupons,
      items,
    },
    display,
  );
  track(event, { reportFailure: true });
  const value = (event.ecommerce as { value: number }).value;
  track(goalEvent('purchase', goalValue('purchase', { value }, display)), { reportFailure: true });
  track(goalEvent('purchasedItemsInCart', goalValue('purchasedItemsInCart', { items }, display)), {
    reportFailure: true,
  });
}
