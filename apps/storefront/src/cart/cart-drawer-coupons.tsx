import { minimumSpendLeft, type PricedCartView } from '@nordshop/cart-domain';
import { CUSTOMER_DISCOUNT_CODE } from '@nordshop/coupon-engine';
import { STOREFRONTS, displayPrice, formatDisplayPrice } from '@nordshop/locale-config';
import { useStrings } from '@nordshop/catalog-ui';
import { useCartSelector } from './cart-actor';
import type { DrawerPriceMode } from './cart-drawer-line';
import { useCartSend } from './cart-provider';

/**
 * The coupon field, the coupons the cart holds (with what each still needs) and the refusals.
 * The typed code is the drawer's (`code`, `onCode`), so it is kept while the drawer is closed.
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
  const { t } = useStrings();
  const send = useCartSend();
  const coupons = useCartSelector((cart) => cart.coupons);
  const notices = useCartSelector((cart) => cart.couponNotices);
  const { locale, includeVat } = mode;
  return (
    <>
      <form
        className="cart-drawer__coupon"
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'cart.applyCoupon', code });
          onCode('');
        }}
      >
        <label htmlFor="cart-coupon">{t('cart.coupon_placeholder')}</label>
        <input
          id="cart-coupon"
          value={code}
          onChange={(event) => onCode(event.target.value)}
          autoComplete="off"
        />
        <button type="submit" className="button">
          {t('cart.add_coupon')}
        </button>
      </form>
      {coupons.items.length > 0 ? (
        <ul className="cart-drawer__coupons" aria-label={t('cart.discount')}>
          {coupons.items.map((entry) => {
            const left = minimumSpendLeft(coupons, entry.code, view.totals.subtotal);
            return (
              <li key={entry.code}>
                <span className="cart-drawer__coupon-text">
                  <span>
                    {coupons.rules.find((rule) => rule.code === entry.code)?.discount_label ??
                      entry.code}
                  </span>
                  {left !== null ? (
                    <span className="cart-drawer__coupon-note" role="status">
                      {t('coupon.minimum_spend_left', {
                        amount: formatDisplayPrice(
                          displayPrice(
                            left.amount,
                            left.vatRate ?? STOREFRONTS[locale].standardVatRate,
                            locale,
                            includeVat,
                          ),
                          locale,
                          includeVat,
                        ),
                        code: entry.code,
                      })}
                    </span>
                  ) : null}
                </span>
                {entry.code !== CUSTOMER_DISCOUNT_CODE ? (
                  <button
                    type="button"
                    onClick={() => send({ type: 'cart.removeCoupon', code: entry.code })}
                  >
                    {t('cart.remove')}
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      {notices.map((notice) => (
        <p key={notice.code} className="cart-drawer__rejected" role="alert">
          {t(`coupon.rejected.${notice.reason}`, { code: notice.code })}
        </p>
      ))}
    </>
  );
}
