import type { Order } from '@nordshop/api-contract';
import { formatMoney, type LocaleCode } from '@nordshop/locale-config';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../cart/use-hydrated';
import { useRouterContext, useScreenParams, useStorefront } from '../routing/hooks';
import { RouterLink } from '../routing/use-links';
import { screenPath } from '../routing/screen-path';
import { orderToken } from './order-session';

function OrderSummary({ order, locale }: { order: Order; locale: LocaleCode }) {
  const { t } = useTranslation();
  const money = (minor: number) => formatMoney(minor, locale);
  return (
    <div className="confirmation__order">
      <ul className="checkout__lines">
        {order.lines.map((line) => (
          <li key={line.id}>
            {line.thumb ? <img src={line.thumb.url} width={48} height={48} alt="" /> : <span />}
            <span className="checkout__line-name">
              {line.quantity} × {line.name}
            </span>
            <span>{money(line.total)}</span>
          </li>
        ))}
      </ul>
      <dl className="checkout__totals">
        <div>
          <dt>{t('cart.subtotal')}</dt>
          <dd>{money(order.subtotal)}</dd>
        </div>
        {order.discount > 0 ? (
          <div>
            <dt>{t('cart.discount')}</dt>
            <dd>−{money(order.discount)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('checkout.shipping_cost')}</dt>
          <dd>{order.shipping.price === 0 ? t('checkout.free') : money(order.shipping.price)}</dd>
        </div>
        {order.payment.fee > 0 ? (
          <div>
            <dt>{t('checkout.payment_fee')}</dt>
            <dd>{money(order.payment.fee)}</dd>
          </div>
        ) : null}
        <div className="checkout__total">
          <dt>{t('cart.total')}</dt>
          <dd data-testid="order-total">{money(order.total)}</dd>
        </div>
        <div>
          <dt>{t('cart.vat')}</dt>
          <dd>{money(order.vat_total)}</dd>
        </div>
      </dl>
      <div className="confirmation__details">
        <section>
          <h2>{t('checkout.address')}</h2>
          <p>
            {order.name}
            <br />
            {order.address.street}
            <br />
            {order.address.postal_code} {order.address.city}
          </p>
        </section>
        <section>
          <h2>{t('checkout.shipping')}</h2>
          <p>
            {order.shipping.name}
            {order.shipping.service_point ? (
              <>
                <br />
                {order.shipping.service_point.name}, {order.shipping.service_point.street}
              </>
            ) : null}
          </p>
        </section>
        <section>
          <h2>{t('checkout.payment')}</h2>
          <p>{order.payment.name}</p>
        </section>
      </div>
    </div>
  );
}

/**
 * The order confirmation (/checkout/confirmation/:id?): the order just placed, read with the
 * order-scoped token this tab received when placing it. Never cached; rendered in the browser.
 */
export function ConfirmationPage() {
  const { t } = useTranslation();
  const { code: locale } = useStorefront();
  const { id } = useScreenParams();
  const hydrated = useHydrated();
  const api = useRouterContext().apiFor(locale);
  const token = hydrated && id ? orderToken(id) : null;
  const order = useQuery({
    queryKey: ['order', locale, id, token],
    enabled: token !== null,
    retry: false,
    gcTime: 0,
    queryFn: () => api.order(Number(id), token ?? ''),
  });
  const trackHref = screenPath('track-order', { id: id ?? '' }, locale);
  return (
    <main className="checkout confirmation">
      <h1>{t('confirmation.title')}</h1>
      {!hydrated || (token !== null && order.isPending) ? (
        <p role="status">{t('general.loading')}</p>
      ) : order.data ? (
        <>
          <p className="confirmation__lead">{t('confirmation.text', { id: order.data.order.id, email: order.data.order.email })}</p>
          <OrderSummary order={order.data.order} locale={locale} />
        </>
      ) : (
        <p>{t('confirmation.missing')}</p>
      )}
      <RouterLink className="button" href={trackHref}>
        {t('confirmation.track')}
      </RouterLink>
    </main>
  );
}

/** A failed payment (/checkout/failed/:id?): nothing was charged, the cart is intact, try again. */
export function FailedPage() {
  const { t } = useTranslation();
  const { code: locale } = useStorefront();
  return (
    <main className="checkout">
      <h1>{t('failed.title')}</h1>
      <p>{t('failed.text')}</p>
      <RouterLink className="button button--primary" href={screenPath('checkout-id', {}, locale)}>
        {t('failed.retry')}
      </RouterLink>
    </main>
  );
}
