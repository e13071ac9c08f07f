import { parseAtc } from '@nordshop/cart-domain';
import { isValidDiscountCode } from '@nordshop/locale-config';
import { useLocation, useRouter, type RouterHistory } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useGlobalSearch } from '../routing/hooks';
import { useCartSend } from './cart-provider';
import { withoutAtc } from './no-script-cart';

/**
 * Hands the landing URL's cart parameters to the cart (spec section 2): `disc` applies its coupon,
 * utm_* and gclid become the campaign data, and `atc` loads its list into the cart and opens it
 * (then leaves the address bar). Renders nothing.
 */
export function CartIntake() {
  const search = useGlobalSearch();
  const send = useCartSend();
  // The router is not registered for typing (see router.tsx): its history is typed here.
  const { history } = useRouter() as { history: RouterHistory };
  const href = useLocation({ select: (location) => location.href });

  useEffect(() => {
    if (search.disc && isValidDiscountCode(search.disc))
      send({ type: 'cart.applyCoupon', code: search.disc });
  }, [search.disc, send]);

  useEffect(() => {
    send({
      type: 'cart.addCampaignData',
      location: window.location.href,
      referrer: document.referrer,
    });
  }, [href, send]);

  useEffect(() => {
    if (!search.atc) return;
    const { items, rejected } = parseAtc(search.atc);
    send({ type: 'cart.load', items, rejected });
    send({ type: 'cart.open' });
    history.replace(withoutAtc(window.location.href));
  }, [search.atc, send, history]);

  return null;
}
