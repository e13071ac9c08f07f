import { ApiRequestError } from '@nordshop/api-contract';
import { paymentReturnNext, type PaymentReturn } from '@nordshop/checkout';
import { useStrings } from '@nordshop/catalog-ui';
import type { LocaleCode } from '@nordshop/locale-config';
import { useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { orderToken } from '../account/order-session';
import { trackPurchase } from '../analytics/track-events';
import { useCartSend, useCartStore } from '../cart/cart-provider';
import { useRouterContext } from '../routing/hooks';
import { screenPath } from '../routing/screen-path';
import { forgetPendingPayment, pendingPaymentOf } from './pending-payment';

/**
 * The shopper is back from a payment provider's page: the server asks the provider how the
 * payment ended (POST /api/payments/return). An order the provider authorized is tracked, the
 * cart cleared and the confirmation opened; a payment refused or cancelled opens the failed page
 * with the cart kept; a payment the provider has not confirmed yet keeps the cart and says so; a reference of no payment opens the
 * checkout; a provider or network that cannot answer leaves the shopper here with a retry.
 */
function usePaymentReturn(locale: LocaleCode, returned: PaymentReturn) {
  const router = useRouter();
  const routerContext = useRouterContext();
  const cartStore = useCartStore();
  const cartSend = useCartSend();
  const [state, setState] = useState<'asking' | 'unavailable' | 'pending'>('asking');
  const [attempt, setAttempt] = useState(0);
  const asked = useRef(-1);
  useEffect(() => {
    if (asked.current === attempt) return;
    asked.current = attempt;
    const api = routerContext.apiFor(locale);
    api
      .paymentReturn({ reference: returned.reference, session_result: returned.sessionResult })
      .then(async (answer) => {
        const next = paymentReturnNext(answer);
        if (next !== 'pending') forgetPendingPayment();
        if (next === 'failed') {
          await router.navigate({ to: screenPath('checkout-failed', {}, locale), replace: true });
          return;
        }
        if (next === 'pending') {
          setState('pending');
          return;
        }
        const token = orderToken(answer.order_id);
        if (token) {
          const { order } = await api.order(answer.order_id, token).catch(() => ({ order: null }));
          if (order) trackPurchase(order, { locale, includeVat: cartStore.summary().vat });
        }
        cartSend({ type: 'cart.clear' });
        await router.navigate({
          to: screenPath('checkout-confirmation', { id: String(answer.order_id) }, locale),
          replace: true,
        });
      })
      .catch(async (err: unknown) => {
        // A reference of no payment (an old or edited link): the checkout as it is, cart kept.
        if (err instanceof ApiRequestError && err.status === 404) {
          forgetPendingPayment();
          await router.navigate({ to: screenPath('checkout-id', {}, locale), replace: true });
        } else setState('unavailable');
      });
  }, [attempt, cartSend, cartStore, locale, returned, router, routerContext]);
  const retry = useCallback(() => {
    setState('asking');
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}

/**
 * The checkout while the provider's answer is asked for: a status line; the provider's silence
 * (the payment not finished, or a bank still confirming) with a new check, the provider's page
 * to continue on (when this tab left for it) and a fresh start, the cart kept; or an outage and
 * a retry.
 */
export function PaymentReturnView({
  locale,
  returned,
  onStartOver,
}: {
  locale: LocaleCode;
  returned: PaymentReturn;
  /** The shopper leaves this payment be and starts the checkout over. */
  onStartOver: () => void;
}) {
  const { t } = useStrings();
  const router = useRouter();
  const { state, retry } = usePaymentReturn(locale, returned);
  // Back from a page the browser may restore scrolled far down: this short view starts at the top.
  // (A block body: Chromium's scrollTo answers a promise, which React would take for a cleanup.)
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  if (state === 'asking')
    return (
      <main className="checkout">
        <h1>{t('checkout.title')}</h1>
        <p role="status" className="checkout__payment-return">
          {t('checkout.confirming_payment')}
        </p>
      </main>
    );
  const pending = pendingPaymentOf(locale);
  const resume = state === 'pending' && pending?.reference === returned.reference ? pending : null;
  const startOver = () => {
    forgetPendingPayment();
    onStartOver();
    void router.navigate({ to: screenPath('checkout-id', {}, locale), replace: true });
  };
  return (
    <main className="checkout">
      <h1>{t('checkout.title')}</h1>
      <div role="alert" className="checkout__payment-return">
        <p>
          {t(state === 'pending' ? 'checkout.payment_pending' : 'checkout.payment_unavailable')}
        </p>
        <div className="checkout__payment-return-actions">
          {resume ? (
            <a className="button button--primary" href={resume.redirectUrl}>
              {t('checkout.continue_payment')}
            </a>
          ) : null}
          <button
            type="button"
            className={resume ? 'button' : 'button button--primary'}
            onClick={retry}
          >
            {t('checkout.try_again')}
          </button>
          {state === 'pending' ? (
            <button type="button" className="button" onClick={startOver}>
              {t('checkout.start_over')}
            </button>
          ) : null}
        </div>
      </div>
    </main>
  );
}
