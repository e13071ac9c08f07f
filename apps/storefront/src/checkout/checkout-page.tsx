import { priceCartView } from '@nordshop/cart-domain';
import {
  checkoutTotals,
  chosenPaymentMethod,
  paymentReturnOf,
  chosenShippingMethod,
  shippingChoiceOf,
  shownFieldErrors,
} from '@nordshop/checkout';
import { STOREFRONTS, normalizePostalCode, type LocaleCode } from '@nordshop/locale-config';
import { useSearch } from '@tanstack/react-router';
import { useMemo, useRef, useState } from 'react';
import { useStrings } from '@nordshop/catalog-ui';
import { useCartContext } from '../cart/cart-provider';
import { randomUuid } from '../cart/random-uuid';
import { useIncludeVat } from '../layout/use-include-vat';
import { useStorefront } from '../routing/hooks';
import { RouterLink, catalogLinks } from '../routing/use-links';
import { CheckoutAddressSection, CheckoutContactSection } from './checkout-contact-section';
import { CheckoutPaymentSection } from './checkout-payment-section';
import { CheckoutShippingSection } from './checkout-shipping-section';
import { CheckoutSummary } from './checkout-summary';
import { useFocusFirstError } from './focus-first-error';
import { PaymentReturnView } from './payment-return';
import { pendingPaymentOf } from './pending-payment';
import { useHydrated } from '../ui/use-hydrated';
import { useCheckout, useShippingInput, useTrackBeginCheckout } from './use-checkout';

/**
 * The checkout (/checkout/:id?): contact and address with the storefront's postal-code and mobile
 * rules, shipping methods for the postal code (the cheapest chosen, and its nearest pick-up point),
 * payment methods (the only one chosen), the order summary priced like the cart, and placing the
 * order once (the checkout machine of `@nordshop/checkout`); a refused try moves focus to the
 * first field in error. The cart is
 * kept until the order exists; then the cart and checkout are cleared and the confirmation opens.
 * With `payment_ref` in the query, or a payment the tab left for (pending-payment.ts), the shopper
 * is back from a payment provider's page (PaymentReturnView).
 * The page is never cached.
 */
export function CheckoutPage() {
  const { code: locale } = useStorefront();
  const search: unknown = useSearch({ strict: false });
  const hydrated = useHydrated();
  const [startedOver, setStartedOver] = useState(false);
  // Back from a provider's page by the URL it sends the shopper to, or by the browser's Back (the
  // tab remembers the payment it left for): first ask how that payment ended.
  const returned = useMemo(() => {
    const fromUrl = paymentReturnOf(search);
    if (fromUrl || !hydrated || startedOver) return fromUrl;
    const pending = pendingPaymentOf(locale);
    return pending ? { reference: pending.reference } : null;
  }, [search, hydrated, startedOver, locale]);
  if (returned)
    return (
      <PaymentReturnView
        key={returned.reference}
        locale={locale}
        returned={returned}
        onStartOver={() => setStartedOver(true)}
      />
    );
  return <Checkout key={locale} locale={locale} />;
}

function Checkout({ locale }: { locale: LocaleCode }) {
  const { t } = useStrings();
  const cart = useCartContext();
  const includeVat = useIncludeVat();
  // Shipping and payment fees carry the storefront's standard VAT rate.
  const feeVat = STOREFRONTS[locale].standardVatRate;
  const { context, placing, send, createAccount, setCreateAccount } = useCheckout(locale);
  const { form } = context;
  useTrackBeginCheckout(cart, locale);
  const view = useMemo(() => (cart ? priceCartView(cart, locale) : null), [cart, locale]);
  useShippingInput(send, view?.totals.total ?? 0);
  const postal = normalizePostalCode(form.postal_code, locale);
  const chosenShipping = chosenShippingMethod(context);
  const chosenPayment = chosenPaymentMethod(context);
  const shippingChoice = shippingChoiceOf(context);
  const binding = { form, errors: shownFieldErrors(context, shippingChoice), send };
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, context.refusals, Object.keys(binding.errors));

  if (cart === null || view === null) {
    return (
      <main className="checkout">
        <h1>{t('checkout.title')}</h1>
        <p role="status">{t('general.loading')}</p>
      </main>
    );
  }
  if (cart.items.length === 0) {
    return (
      <main className="checkout">
        <h1>{t('checkout.title')}</h1>
        <p className="checkout__empty">{t('checkout.empty')}</p>
        <RouterLink className="button button--primary" href={catalogLinks(locale).home()}>
          {t('general.back_home')}
        </RouterLink>
      </main>
    );
  }

  const mode = { locale, includeVat };
  const totals = checkoutTotals(view, includeVat, {
    shipping: chosenShipping,
    payment: chosenPayment,
    feeVat,
  });
  return (
    <main className="checkout">
      <h1>{t('checkout.title')}</h1>
      <form
        ref={formRef}
        className="checkout__grid"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({
            type: 'checkout.place',
            cart: {
              items: cart.items,
              couponCodes: cart.coupons.items.map((entry) => entry.code),
              checkoutID: cart.checkoutID,
            },
            key: randomUuid(),
          });
        }}
      >
        <div className="checkout__main">
          <CheckoutContactSection
            binding={binding}
            locale={locale}
            account={{ wanted: createAccount, onChange: setCreateAccount }}
          />
          <CheckoutAddressSection binding={binding} locale={locale} />
          <CheckoutShippingSection
            binding={binding}
            locale={locale}
            includeVat={includeVat}
            postal={postal}
            pending={context.shipping.methods === null}
            methods={context.shipping.methods ?? []}
            chosen={chosenShipping}
          />
          <CheckoutPaymentSection
            binding={binding}
            locale={locale}
            includeVat={includeVat}
            feeVat={feeVat}
            methods={context.payment.methods ?? []}
          />
        </div>
        <CheckoutSummary
          binding={binding}
          view={view}
          totals={totals}
          mode={mode}
          shippingChosen={chosenShipping ? { free: chosenShipping.price === 0 } : undefined}
          failure={context.failure}
          placing={placing}
        />
      </form>
    </main>
  );
}
