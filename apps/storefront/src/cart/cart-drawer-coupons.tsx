import type { PricedCartView } from '@nordshop/cart-domain';
import { useCartSelector } from './cart-actor';
import type { DrawerPriceMode } from './cart-drawer-line';
import { useCartSend } from './cart-provider';
import { CouponPanel } from './coupon-panel';

/**
 * The drawer's coupon field, the cart's discounts and the refusals (CouponPanel, read from the
 * running cart). The typed code is the drawer's (`code`, `onCode`), so it is kept while the drawer
 * is closed.
 */
export function CartDrawerCoupons({
  view,
  mode,
  code,
  onCode,
}: {
  view: PricedCartView;
  mode: DrawerPriceMode;
  code: string;
  onCode: (code: string) => void;
}) {
  const send = useCartSend();
  const coupons = useCartSelector((cart) => cart.coupons);
  const notices = useCartSelector((cart) => cart.couponNotices);
  return (
    <CouponPanel
      view={view}
      mode={mode}
      coupons={coupons}
      notices={notices}
      send={send}
      code={code}
      onCode={onCode}
      fieldId="cart-coupon"
    />
  );
}
