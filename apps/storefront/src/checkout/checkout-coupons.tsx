import type { PricedCartView } from '@nordshop/cart-domain';
import { useState } from 'react';
import { useCartContext, useCartSend } from '../cart/cart-provider';
import { CouponPanel, type CouponPanelMode } from '../cart/coupon-panel';

/**
 * The checkout's coupon field and the cart's discounts: the drawer's panel (CouponPanel) on the
 * checkout's cart. A code applied here syncs the cart, and the summary above it prices it.
 */
export function CheckoutCoupons({ view, mode }: { view: PricedCartView; mode: CouponPanelMode }) {
  const cart = useCartContext();
  const send = useCartSend();
  const [code, setCode] = useState('');
  if (cart === null) return null;
  return (
    <CouponPanel
      view={view}
      mode={mode}
      coupons={cart.coupons}
      notices={cart.couponNotices}
      send={send}
      code={code}
      onCode={setCode}
      fieldId="checkout-coupon"
    />
  );
}
