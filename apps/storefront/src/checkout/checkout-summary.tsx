import type { PricedCartView } from '@nordshop/cart-domain';
import type { CheckoutTotals, OrderFailure } from '@nordshop/checkout';
import { isFreeLine } from '@nordshop/coupon-engine';
import { formatDisplayPrice, type LocaleCode } from '@nordshop/locale-config';
import type { TFunction } from 'i18next';
import { useStrings } from '@nordshop/catalog-ui';
import { PriceSummary } from '../cart/price-summary';
import { changeField, type CheckoutBinding } from './checkout-fields';
import { CheckoutCoupons } from './checkout-coupons';

/** How the summary shows amounts: the storefront and the display mode (spec section 9). */
export interface SummaryPriceMode {
  readonly locale: LocaleCode;
  readonly includeVat: boolean;
}

/** The message of a failed order; none for a declined payment (the failed page opens). */
export function failureMessage(failure: OrderFailure | null, t: TFunction): string | null {
  if (failure === null || failure.kind === 'paymentDeclined') return null;
  if (failure.kind === 'invalidForm') return t('checkout.fix_errors');
  if (failure.kind === 'outOfStock')
    return t('checkout.error.out_of_stock', { skus: failure.skus.join(', ') });
  return t('checkout.error.generic');
}

/**
 * The summary's lines: each line with its own total in the display mode, or "free" for a coupon's
 * gift, also when the cart holds other lines of its SKU.
 */
export function CheckoutSummaryLines({
  view,
  mode,
}: {
  view: PricedCartView;
  mode: SummaryPriceMode;
}) {
  const { t } = useStrings();
  return (
    <ul className="checkout__lines">
      {view.lines.map(({ line, priced }) => (
        <li key={line.uuid}>
          <img src={line.thumb.url} width={48} height={48} alt="" />
          <span className="checkout__line-name">
            {line.quantity} × {line.name}
          </span>
          <span>
            {isFreeLine(priced)
              ? t('cart.free')
              : formatDisplayPrice(
                  mode.includeVat ? priced.lineTotal : priced.lineTotalExVat,
                  mode.locale,
                  mode.includeVat,
                )}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The order summary: lines, the coupon field and the cart's discounts, the totals (the drawer's
 * rule with shipping and fee; the amount to pay is what the order charges, decision 032), the
 * terms, why the order failed and the place-order button.
 */
export function CheckoutSummary({
  binding,
  view,
  totals,
  mode,
  shippingChosen,
  failure,
  placing,
}: {
  binding: CheckoutBinding;
  view: PricedCartView;
  totals: CheckoutTotals;
  mode: SummaryPriceMode;
  /** Whether a shipping method is chosen (its price shows, else a dash). */
  shippingChosen: { readonly free: boolean } | undefined;
  failure: OrderFailure | null;
  placing: boolean;
}) {
  const { t } = useStrings();
  const amount = (minor: number) => formatDisplayPrice(minor, mode.locale, mode.includeVat);
  const termsError = binding.errors.accept_terms;
  const message = failureMessage(failure, t);
  return (
    <aside className="checkout__summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title">{t('checkout.summary')}</h2>
      <CheckoutSummaryLines view={view} mode={mode} />
      <CheckoutCoupons view={view} mode={mode} />
      <PriceSummary
        totals={totals}
        charges={[
          {
            label: t('checkout.shipping_cost'),
            text: shippingChosen
              ? shippingChosen.free
                ? t('checkout.free')
                : amount(totals.shipping)
              : '–',
          },
          ...(totals.paymentFee > 0
            ? [{ label: t('checkout.payment_fee'), text: amount(totals.paymentFee) }]
            : []),
        ]}
        money={(minor, includeVat) => formatDisplayPrice(minor, mode.locale, includeVat)}
        className="checkout__totals"
        totalClassName="checkout__total"
        totalTestId="checkout-total"
      />
      <label className={termsError ? 'checkout__terms checkout__terms--error' : 'checkout__terms'}>
        <input
          type="checkbox"
          checked={binding.form.accept_terms}
          onChange={(event) => changeField(binding, 'accept_terms', event.target.checked)}
          aria-invalid={termsError ? true : undefined}
        />
        {t('checkout.accept_terms')}
      </label>
      {termsError ? <p className="checkout-field__error">{t('checkout.error.terms')}</p> : null}
      {message ? (
        <p className="checkout__failure" role="alert">
          {message}
        </p>
      ) : null}
      {/* Not disabled while placing (the form ignores a second submit): a disabled button
        would drop keyboard focus to the page while the order is placed or refused. */}
      <button
        type="submit"
        className="button button--primary checkout__submit"
        aria-disabled={placing}
        aria-busy={placing}
      >
        {placing ? t('checkout.placing') : t('checkout.place_order')}
      </button>
    </aside>
  );
}
