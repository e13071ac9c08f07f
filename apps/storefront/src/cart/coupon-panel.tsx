import {
  couponNoticeKey,
  minimumSpendLeft,
  type CartEvent,
  type CouponNotice,
  type PricedCartView,
} from '@nordshop/cart-domain';
import { CUSTOMER_DISCOUNT_CODE, type CouponState } from '@nordshop/coupon-engine';
import { useStrings } from '@nordshop/catalog-ui';
import {
  STOREFRONTS,
  displayPrice,
  formatDisplayPrice,
  type LocaleCode,
} from '@nordshop/locale-config';
import type { TFunction } from 'i18next';

/** How the panel shows amounts: the storefront and the display mode. */
export interface CouponPanelMode {
  readonly locale: LocaleCode;
  readonly includeVat: boolean;
}

/** An amount incl. VAT in the display mode (ex VAT at the storefront's standard rate). */
function written(minor: number, rate: number, mode: CouponPanelMode): string {
  const { locale, includeVat } = mode;
  return formatDisplayPrice(displayPrice(minor, rate, locale, includeVat), locale, includeVat);
}

/** The state of a held code, in words: what it still needs, that it gives nothing more, or nothing. */
function couponNote(
  code: string,
  coupons: CouponState,
  view: PricedCartView,
  mode: CouponPanelMode,
  t: TFunction,
): string | null {
  const entry = coupons.items.find((item) => item.code === code);
  if (!entry?.applied) return null;
  const left = minimumSpendLeft(coupons, code, view.totals.minimumSpendBase);
  if (left !== null) {
    const rate = left.vatRate ?? STOREFRONTS[mode.locale].standardVatRate;
    return t('coupon.minimum_spend_left', { amount: written(left.amount, rate, mode), code });
  }
  if (entry.failed_minimum_spend || view.lines.length === 0) return null;
  const saving = view.sources.coupons.find((coupon) => coupon.code === code)?.amount ?? 0;
  return saving === 0 ? t('coupon.outdone') : null;
}

/**
 * The coupon field and what the cart's discounts are (spec section 4): each held code with what
 * it takes off, or why it takes nothing now (a minimum spend not reached, a better discount on
 * its products); the customer's own discount and credit in words; the notices of codes refused.
 * The drawer and the checkout show it alike; the typed code is the host's (`code`, `onCode`).
 */
export function CouponPanel({
  view,
  mode,
  coupons,
  notices,
  send,
  code,
  onCode,
  fieldId,
}: {
  view: PricedCartView;
  mode: CouponPanelMode;
  coupons: CouponState;
  notices: readonly CouponNotice[];
  send: (event: CartEvent) => void;
  code: string;
  onCode: (code: string) => void;
  /** The field's id, unique on the page. */
  fieldId: string;
}) {
  const { t } = useStrings();
  const standardRate = STOREFRONTS[mode.locale].standardVatRate;
  const apply = () => {
    send({ type: 'cart.applyCoupon', code });
    onCode('');
  };
  const held = coupons.items.filter((entry) => entry.code !== CUSTOMER_DISCOUNT_CODE);
  const { customer, credit } = view.sources;
  return (
    <div className="coupon-panel">
      {/* Not a <form>: the checkout's summary sits inside the checkout form. */}
      <div className="cart-drawer__coupon">
        <label htmlFor={fieldId}>{t('cart.coupon_placeholder')}</label>
        <input
          id={fieldId}
          value={code}
          onChange={(event) => onCode(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            apply();
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
        <button type="button" className="button" onClick={apply}>
          {t('cart.add_coupon')}
        </button>
      </div>
      {held.length > 0 || customer > 0 || credit > 0 ? (
        <ul className="cart-drawer__coupons" aria-label={t('cart.discount')}>
          {held.map((entry) => {
            const note = couponNote(entry.code, coupons, view, mode, t);
            const saving =
              view.sources.coupons.find((coupon) => coupon.code === entry.code)?.amount ?? 0;
            const label = coupons.rules.find((rule) => rule.code === entry.code)?.discount_label;
            return (
              <li key={entry.code}>
                <span className="cart-drawer__coupon-text">
                  <span>
                    {label ?? entry.code}
                    {label ? <span className="cart-drawer__coupon-code"> {entry.code}</span> : null}
                  </span>
                  {note !== null ? (
                    <span className="cart-drawer__coupon-note" role="status">
                      {note}
                    </span>
                  ) : null}
                </span>
                {saving > 0 ? (
                  <span className="cart-drawer__coupon-saving">
                    −{written(saving, standardRate, mode)}
                  </span>
                ) : null}
                <button
                  type="button"
                  className="cart-drawer__coupon-remove"
                  aria-label={`${t('cart.remove')} ${entry.code}`}
                  onClick={() => send({ type: 'cart.removeCoupon', code: entry.code })}
                >
                  {t('cart.remove')}
                </button>
              </li>
            );
          })}
          {customer > 0 ? (
            <li>
              <span className="cart-drawer__coupon-text">{t('cart.customer_discount')}</span>
              <span className="cart-drawer__coupon-saving">
                −{written(customer, standardRate, mode)}
              </span>
            </li>
          ) : null}
          {credit > 0 ? (
            <li>
              <span className="cart-drawer__coupon-text">{t('cart.credit')}</span>
              <span className="cart-drawer__coupon-saving">
                −{written(credit, standardRate, mode)}
              </span>
            </li>
          ) : null}
        </ul>
      ) : null}
      {notices.map((notice) => (
        <p key={`${notice.type}:${notice.code}`} className="cart-drawer__rejected" role="alert">
          {t(couponNoticeKey(notice), {
            code: notice.code,
            label: ('label' in notice ? notice.label : undefined) ?? notice.code,
          })}
        </p>
      ))}
    </div>
  );
}
