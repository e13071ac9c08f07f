import { minimumSpendLeft, nextTier, shownTotals, type CartLineItem } from '@nordshop/cart-domain';
import { WidgetHtml, useFocusTrap } from '@nordshop/catalog-ui';
import { isFreeLine, type PricedLine } from '@nordshop/coupon-engine';
import {
  STOREFRONTS,
  displayPrice,
  formatDisplayPrice,
  formatUpcomingDate,
  localDate,
  type LocaleCode,
} from '@nordshop/locale-config';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cartButtonElement } from '../layout/cart-button';
import { useLocalizeHtml } from '../layout/localize-html-links';
import type { LayoutWidget } from '../routing/layout-data';
import { useLayoutData, useRenderedAt } from '../routing/hooks';
import { RouterLink } from '../routing/use-links';
import { screenPath } from '../routing/screen-path';
import { useCartLoading, useCartSelector } from './cart-actor';
import { useCartSend } from './cart-provider';
import { priceCartView } from './price-cart-view';
import { QuantitySpin } from './quantity-spin';
import { UpsellPrompt } from './upsell';
import { useHydrated } from './use-hydrated';

/** A price incl. VAT (minor units) at VAT rate `vat`, written in the display mode (spec section 9). */
function money(minor: number, vat: number, locale: LocaleCode, includeVat: boolean): string {
  return formatDisplayPrice(displayPrice(minor, vat, locale, includeVat), locale, includeVat);
}

/** A cart widget (cart-header, cart-footer) of the layout data, unless hidden or empty. */
function CartWidget({
  slug,
  locale,
}: {
  slug: Extract<LayoutWidget, 'cart-header' | 'cart-footer'>;
  locale: LocaleCode;
}) {
  const widget = useLayoutData().widgets[slug];
  const localize = useLocalizeHtml(locale);
  if (widget.hidden || widget.content.trim() === '') return null;
  return (
    <WidgetHtml
      className={`cart-drawer__widget cart-drawer__widget--${slug}`}
      html={localize(widget.content)}
    />
  );
}

/** "Buy 10 for 89 kr each": the next cheaper tier of a line, when it has one. */
function TierHint({
  line,
  locale,
  includeVat,
}: {
  line: CartLineItem;
  locale: LocaleCode;
  includeVat: boolean;
}) {
  const { t } = useTranslation();
  const tier = nextTier(line);
  if (!tier) return null;
  return (
    <p className="cart-line__tier">
      {t('product.tier_price', {
        quantity: tier.q,
        price: money(tier.p, line.vat, locale, includeVat),
      })}
    </p>
  );
}

/**
 * Why the last `atc` list did not fully reach the cart, which lines the server took out (out of
 * stock), and that a sync was refused.
 */
function CartNotices() {
  const { t } = useTranslation();
  const send = useCartSend();
  const loadNotices = useCartSelector((cart) => cart.loadNotices);
  const removedLines = useCartSelector((cart) => cart.removedLines);
  const syncRejected = useCartSelector((cart) => cart.syncRejected);
  if (loadNotices.length === 0 && removedLines.length === 0 && !syncRejected) return null;
  return (
    <div className="cart-drawer__notices" role="alert">
      {syncRejected ? <p>{t('cart.sync_rejected')}</p> : null}
      {removedLines.length > 0 ? (
        <>
          <ul>
            {removedLines.map((notice) => (
              <li key={notice.sku}>{t(`cart.removed.${notice.reason}`, { name: notice.name })}</li>
            ))}
          </ul>
          <button
            type="button"
            className="link-button"
            onClick={() => send({ type: 'cart.dismissRemovedLines' })}
          >
            {t('general.close')}
          </button>
        </>
      ) : null}
      {loadNotices.length > 0 ? (
        <>
          <p>{t('cart.atc_skipped', { count: loadNotices.length })}</p>
          <ul>
            {loadNotices.map((notice) => (
              <li key={`${notice.reason}:${notice.entry}`}>
                {t(`cart.atc.${notice.reason}`, { entry: notice.entry })}
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="link-button"
            onClick={() => send({ type: 'cart.dismissLoadNotices' })}
          >
            {t('general.close')}
          </button>
        </>
      ) : null}
    </div>
  );
}

/** A line's price: what each unit costs after its discounts, or "free" for a coupon's gift. */
function LinePrice({
  line,
  priced,
  locale,
  includeVat,
}: {
  line: CartLineItem;
  priced: PricedLine | undefined;
  locale: LocaleCode;
  includeVat: boolean;
}) {
  const { t } = useTranslation();
  if (priced && isFreeLine(priced))
    return <p className="cart-line__price cart-line__price--free">{t('cart.free')}</p>;
  return (
    <p className="cart-line__price">
      {money(priced?.discountedUnitPrice ?? line.price, line.vat, locale, includeVat)}
    </p>
  );
}

/** The cart drawer (spec section 4): lines, quantities, notices, coupons and totals. */
export function CartDrawer({ locale, includeVat }: { locale: LocaleCode; includeVat: boolean }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const send = useCartSend();
  const open = useCartSelector((cart) => cart.open);
  const items = useCartSelector((cart) => cart.items);
  const coupons = useCartSelector((cart) => cart.coupons);
  const notices = useCartSelector((cart) => cart.couponNotices);
  const loading = useCartLoading();
  const priced = useMemo(() => priceCartView({ items, coupons }, locale), [items, coupons, locale]);
  const today = localDate(new Date(useRenderedAt()), locale);
  const [code, setCode] = useState('');
  const closeRef = useRef<HTMLButtonElement>(null);
  // A modal: Tab stays inside, Escape closes, and focus goes back to what opened it.
  const panelRef = useFocusTrap<HTMLElement>({
    active: hydrated && open,
    initialFocus: closeRef,
    onEscape: () => send({ type: 'cart.close' }),
    returnFocus: cartButtonElement,
  });
  if (!hydrated || !open) return null;
  // Totals in the display mode: ex VAT every amount is divided by its own VAT factor (spec section 9).
  const totals = shownTotals(priced, includeVat);
  const amount = (minor: number) => formatDisplayPrice(minor, locale, includeVat);
  return (
    <div
      className="cart-drawer"
      role="presentation"
      onClick={(event) => event.target === event.currentTarget && send({ type: 'cart.close' })}
    >
      <section
        ref={panelRef}
        className="cart-drawer__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby="cart-title"
      >
        {/* Not <header>/<footer>: in a dialog they would be a second banner and contentinfo. */}
        <div className="cart-drawer__header">
          <h2 id="cart-title">{t('cart.title')}</h2>
          <button
            ref={closeRef}
            type="button"
            className="cart-drawer__close"
            onClick={() => send({ type: 'cart.close' })}
          >
            {t('general.close')}
          </button>
        </div>
        <CartWidget slug="cart-header" locale={locale} />
        <CartNotices />
        {loading ? (
          <p className="cart-drawer__loading" role="status" aria-live="polite">
            {t('cart.loading')}
          </p>
        ) : items.length === 0 ? (
          <p className="cart-drawer__empty">{t('cart.empty')}</p>
        ) : (
          <ul className="cart-drawer__lines">
            {items.map((line, i) => {
              // priceCartView prices the lines in cart order.
              const pricedLine = priced.lines[i];
              return (
                <li key={line.uuid} className="cart-line">
                  <img src={line.thumb.url} width={64} height={64} alt="" />
                  <div className="cart-line__body">
                    <p className="cart-line__name">{line.name}</p>
                    <LinePrice
                      line={line}
                      priced={pricedLine}
                      locale={locale}
                      includeVat={includeVat}
                    />
                    {pricedLine && isFreeLine(pricedLine) ? null : (
                      <TierHint line={line} locale={locale} includeVat={includeVat} />
                    )}
                    {line.cart_notice ? (
                      <p className="cart-line__notice" role="status">
                        {t(line.cart_notice, {
                          quantity: line.adjusted_quantity ?? line.quantity,
                          date: line.estimated_at
                            ? formatUpcomingDate(line.estimated_at, today, locale)
                            : '',
                        })}
                      </p>
                    ) : null}
                    {line.adjusted_quantity !== null ? (
                      <p className="cart-line__alert" role="alert">
                        {t('product.adjusted_quantity', { quantity: line.adjusted_quantity })}
                      </p>
                    ) : null}
                    <div className="cart-line__actions">
                      <QuantitySpin line={line} />
                      <button
                        type="button"
                        className="cart-line__remove"
                        onClick={() =>
                          send({ type: 'cart.quantityChanged', uuid: line.uuid, quantity: 0 })
                        }
                      >
                        {t('cart.remove')}
                      </button>
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        <UpsellPrompt locale={locale} includeVat={includeVat} />
        <form
          className="cart-drawer__coupon"
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'cart.applyCoupon', code });
            setCode('');
          }}
        >
          <label htmlFor="cart-coupon">{t('cart.coupon_placeholder')}</label>
          <input
            id="cart-coupon"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="off"
          />
          <button type="submit" className="button">
            {t('cart.add_coupon')}
          </button>
        </form>
        {coupons.items.length > 0 ? (
          <ul className="cart-drawer__coupons" aria-label={t('cart.discount')}>
            {coupons.items.map((entry) => {
              const left = minimumSpendLeft(coupons, entry.code, priced.subtotal);
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
                          amount: money(
                            left.amount,
                            left.vatRate ?? STOREFRONTS[locale].standardVatRate,
                            locale,
                            includeVat,
                          ),
                          code: entry.code,
                        })}
                      </span>
                    ) : null}
                  </span>
                  {entry.code !== 'CUSTOMERDISCOUNT' ? (
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
        <dl className="cart-drawer__totals">
          <div>
            <dt>{t('cart.subtotal')}</dt>
            <dd>{amount(totals.subtotal)}</dd>
          </div>
          {totals.discount > 0 ? (
            <div>
              <dt>{t('cart.discount')}</dt>
              <dd>−{amount(totals.discount)}</dd>
            </div>
          ) : null}
          <div className="cart-drawer__total">
            <dt>{t('cart.total')}</dt>
            <dd data-testid="cart-total">{amount(totals.total)}</dd>
          </div>
          <div>
            <dt>{t('cart.vat')}</dt>
            <dd>{amount(totals.vat)}</dd>
          </div>
        </dl>
        <CartWidget slug="cart-footer" locale={locale} />
        {items.length > 0 ? (
          // Pinned to the panel's bottom edge: a late coupon sync adding rows above never moves it
          // under a shopper's click.
          <div className="cart-drawer__footer">
            <RouterLink
              className="button button--primary cart-drawer__checkout"
              href={screenPath('checkout-id', {}, locale)}
              onClick={() => send({ type: 'cart.close' })}
            >
              {t('cart.checkout')}
            </RouterLink>
          </div>
        ) : null}
      </section>
    </div>
  );
}
