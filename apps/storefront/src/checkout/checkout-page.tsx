import { ApiRequestError, type PaymentMethod, type ShippingMethod } from '@nordshop/api-contract';
import { shownTotals } from '@nordshop/cart-domain';
import { isFreeLine } from '@nordshop/coupon-engine';
import {
  STOREFRONTS,
  displayPrice,
  formatDisplayPrice,
  isValidPostalCode,
  normalizePostalCode,
  type LocaleCode,
} from '@nordshop/locale-config';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useAuth, useAuthStore } from '../account/auth-provider';
import { useExperiment } from '../experiments/experiments-provider';
import { trackBeginCheckout, trackPurchase } from '../analytics/track-events';
import { useTranslation } from 'react-i18next';
import { useCartContext, useCartSend } from '../cart/cart-provider';
import { useIncludeVat } from '../layout/use-include-vat';
import { priceCartView } from '../cart/price-cart-view';
import { useRouterContext, useStorefront } from '../routing/hooks';
import { RouterLink, catalogLinks } from '../routing/use-links';
import { screenPath } from '../routing/screen-path';
import {
  EMPTY_CHECKOUT_FORM,
  placeOrderBody,
  prefillFromProfile,
  validateCheckoutForm,
  type CheckoutField,
  type CheckoutForm,
  type FieldError,
} from './checkout-form';
import { randomUuid } from '../cart/random-uuid';
import { Field, Section } from './checkout-fields';
import { rememberOrderToken } from './order-session';

type Errors = Partial<Record<CheckoutField, FieldError>>;

/** A price incl. VAT (minor units) at VAT rate `vat`, written in the display mode (spec section 9). */
function price(minor: number, vat: number, locale: LocaleCode, includeVat: boolean): string {
  return formatDisplayPrice(displayPrice(minor, vat, locale, includeVat), locale, includeVat);
}

/** Messages of the API's 400 fields that belong to a form field. */
const API_FIELDS: Readonly<Record<string, CheckoutField>> = {
  email: 'email',
  phone: 'phone',
  first_name: 'first_name',
  last_name: 'last_name',
  company_name: 'company_name',
  org_number: 'org_number',
  'address.street': 'street',
  'address.postal_code': 'postal_code',
  'address.city': 'city',
  shipping_method_id: 'shipping_method_id',
  service_point_id: 'service_point_id',
  payment_method_id: 'payment_method_id',
};

/** The reason shown for a field the server refused (its own messages are not localized). */
const SERVER_REASON: Partial<Record<CheckoutField, FieldError>> = {
  email: 'email',
  phone: 'mobile',
  postal_code: 'postal_code',
  shipping_method_id: 'choose',
  service_point_id: 'choose',
  payment_method_id: 'choose',
};

/**
 * The checkout (/checkout/:id?): contact and address with the storefront's postal-code and mobile
 * rules, shipping methods for the postal code, payment methods, the order summary priced like the
 * cart, and placing the order once (an Idempotency-Key per attempt, reused when the same order is
 * sent again). The cart is kept until the order exists; then the cart and checkout are cleared
 * and the confirmation opens. The page is never cached.
 */
export function CheckoutPage() {
  const { t } = useTranslation();
  const { code: locale } = useStorefront();
  const cart = useCartContext();
  const send = useCartSend();
  const includeVat = useIncludeVat();
  // Shipping and payment fees carry the storefront's standard VAT rate.
  const feeVat = STOREFRONTS[locale].standardVatRate;
  const router = useRouter();
  const api = useRouterContext().apiFor(locale);
  const processor = useExperiment('shipping_processor');
  const [form, setForm] = useState<CheckoutForm>(EMPTY_CHECKOUT_FORM);
  const [touched, setTouched] = useState<ReadonlySet<CheckoutField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [placing, setPlacing] = useState(false);
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const auth = useAuth();
  const authStore = useAuthStore();
  const customerToken =
    auth.status === 'loggedIn' && auth.strategy === 'myAccount' ? auth.accessToken : null;
  const profile = useQuery({
    queryKey: ['account-profile', locale, customerToken],
    enabled: customerToken !== null,
    retry: false,
    queryFn: () => api.accountProfile(customerToken ?? ''),
  });
  const prefilled = useRef(false);
  const checkoutTracked = useRef(false);
  useEffect(() => {
    if (checkoutTracked.current || !cart || cart.items.length === 0) return;
    checkoutTracked.current = true;
    trackBeginCheckout(
      cart.items,
      cart.coupons.items.map((entry) => entry.code),
      { locale, includeVat: cart.vat },
    );
  }, [cart, locale]);
  useEffect(() => {
    if (!profile.data || prefilled.current) return;
    prefilled.current = true;
    const details = profile.data.profile;
    setForm((current) => prefillFromProfile(current, details, locale));
  }, [profile.data, locale]);

  const priced = useMemo(() => (cart ? priceCartView(cart, locale) : null), [cart, locale]);
  const postal = isValidPostalCode(form.postal_code, locale)
    ? normalizePostalCode(form.postal_code, locale)
    : undefined;
  const subtotal = priced?.total ?? 0;

  const shipping = useQuery({
    queryKey: ['checkout-shipping', locale, postal, subtotal, processor],
    enabled: postal !== undefined,
    placeholderData: keepPreviousData,
    queryFn: () => api.shippingMethods({ postal_code: postal ?? '', subtotal, processor }),
  });
  const payment = useQuery({
    queryKey: ['checkout-payment', locale, form.customer_type],
    queryFn: () => api.paymentMethods({ customer_type: form.customer_type }),
  });
  const methods: readonly ShippingMethod[] = postal ? (shipping.data?.methods ?? []) : [];
  const chosenShipping = methods.find((method) => method.id === form.shipping_method_id);
  const points = useQuery({
    queryKey: ['checkout-points', locale, postal, chosenShipping?.id],
    enabled: postal !== undefined && chosenShipping?.service_point === true,
    queryFn: () =>
      api.servicePoints({ postal_code: postal ?? '', method_id: chosenShipping?.id ?? '' }),
  });
  const payments: readonly PaymentMethod[] = payment.data?.methods ?? [];
  const chosenPayment = payments.find((method) => method.id === form.payment_method_id);

  const shippingChoice = chosenShipping
    ? { servicePoint: chosenShipping.service_point }
    : undefined;
  const errors: Errors = { ...validateCheckoutForm(form, locale, shippingChoice), ...serverErrors };
  const shown = (field: CheckoutField) =>
    submitted || touched.has(field) ? errors[field] : undefined;
  const message = (field: CheckoutField) => {
    const reason = shown(field);
    return reason ? t(`checkout.error.${reason}`) : undefined;
  };
  const set = <F extends CheckoutField>(field: F, value: CheckoutForm[F]) => {
    setForm((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _dropped, ...rest } = current;
      return rest;
    });
  };
  const touch = (field: CheckoutField) => setTouched((current) => new Set(current).add(field));
  const text = (
    field: CheckoutField,
    label: string,
    extra: Partial<Parameters<typeof Field>[0]> = {},
  ) => (
    <Field
      name={field}
      label={label}
      value={String(form[field])}
      error={message(field)}
      onChange={(value) => set(field, value as never)}
      onBlur={() => touch(field)}
      {...extra}
    />
  );

  if (cart === null) {
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

  const shippingPrice = chosenShipping?.price ?? 0;
  const fee = chosenPayment?.fee ?? 0;
  // The summary in the display mode: ex VAT every amount is divided by its own VAT factor.
  const totals = priced
    ? shownTotals(priced, includeVat, [
        { amount: shippingPrice, vat: chosenShipping?.vat ?? feeVat },
        { amount: fee, vat: feeVat },
      ])
    : null;
  const [shownShipping = 0, shownFee = 0] = totals?.charges ?? [];
  const amount = (minor: number) => formatDisplayPrice(minor, locale, includeVat);

  const submit = async () => {
    setSubmitted(true);
    setFailure(null);
    const current = validateCheckoutForm(form, locale, shippingChoice);
    if (Object.keys(current).length > 0) {
      setFailure(t('checkout.fix_errors'));
      return;
    }
    const body = placeOrderBody(
      form,
      locale,
      {
        items: cart.items,
        couponCodes: cart.coupons.items.map((entry) => entry.code),
        checkoutID: cart.checkoutID,
      },
      shippingChoice,
    );
    const json = JSON.stringify(body);
    // The same order sent again (a retry after a lost answer) keeps its key; a changed one gets a new key.
    if (attempt.current?.body !== json) attempt.current = { body: json, key: randomUuid() };
    setPlacing(true);
    try {
      const { order, order_token: token } = await api.placeOrder(
        body,
        attempt.current.key,
        authStore.customerToken() ?? undefined,
      );
      rememberOrderToken(order.id, token.access_token);
      trackPurchase(order, { locale, includeVat: cart.vat });
      send({ type: 'cart.clear' });
      await router.navigate({
        to: screenPath('checkout-confirmation', { id: String(order.id) }, locale),
      });
    } catch (error) {
      setPlacing(false);
      if (error instanceof ApiRequestError && error.body.code === 'out_of_stock') {
        setFailure(
          t('checkout.error.out_of_stock', {
            skus: Object.keys(error.body.fields ?? {}).join(', '),
          }),
        );
        send({ type: 'cart.sync' });
        return;
      }
      if (
        error instanceof ApiRequestError &&
        (error.body.code === 'coupon_rejected' || error.body.code === 'credit_changed')
      ) {
        // The cart's coupons or credit changed since the cart last synced: resync and let the shopper look again.
        send({ type: 'cart.sync' });
        setFailure(t('checkout.error.generic'));
        return;
      }
      if (error instanceof ApiRequestError && error.body.code === 'payment_declined') {
        await router.navigate({ to: screenPath('checkout-failed', {}, locale) });
        return;
      }
      if (error instanceof ApiRequestError && error.status === 400 && error.body.fields) {
        const mapped: Errors = {};
        for (const field of Object.keys(error.body.fields)) {
          const target = API_FIELDS[field];
          if (target) mapped[target] = SERVER_REASON[target] ?? 'required';
        }
        setServerErrors(mapped);
      }
      setFailure(t('checkout.error.generic'));
    }
  };

  return (
    <main className="checkout">
      <h1>{t('checkout.title')}</h1>
      <form
        className="checkout__grid"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!placing) void submit();
        }}
      >
        <div className="checkout__main">
          <Section title={t('checkout.contact')}>
            <fieldset className="checkout__choice">
              <legend>{t('checkout.customer_type')}</legend>
              {(['private', 'company'] as const).map((type) => (
                <label key={type} className="checkout__radio">
                  <input
                    type="radio"
                    name="customer_type"
                    value={type}
                    checked={form.customer_type === type}
                    onChange={() => set('customer_type', type)}
                  />
                  {t(`general.${type}`)}
                </label>
              ))}
            </fieldset>
            {form.customer_type === 'company' ? (
              <div className="checkout__row">
                {text('company_name', t('checkout.company_name'), { autoComplete: 'organization' })}
                {text('org_number', t('checkout.org_number'))}
              </div>
            ) : null}
            <div className="checkout__row">
              {text('first_name', t('checkout.first_name'), { autoComplete: 'given-name' })}
              {text('last_name', t('checkout.last_name'), { autoComplete: 'family-name' })}
            </div>
            <div className="checkout__row">
              {text('email', t('checkout.email'), {
                type: 'email',
                autoComplete: 'email',
                inputMode: 'email',
              })}
              {text('phone', t('checkout.phone'), {
                type: 'tel',
                autoComplete: 'tel',
                inputMode: 'tel',
              })}
            </div>
          </Section>
          <Section title={t('checkout.address')}>
            {text('street', t('checkout.street'), { autoComplete: 'street-address' })}
            <div className="checkout__row">
              {text('postal_code', t('checkout.postal_code'), { autoComplete: 'postal-code' })}
              {text('city', t('checkout.city'), { autoComplete: 'address-level2' })}
            </div>
          </Section>
          <Section title={t('checkout.shipping')}>
            {postal === undefined ? (
              <p className="checkout__hint">{t('checkout.shipping_needs_postal_code')}</p>
            ) : shipping.isPending ? (
              <p role="status">{t('general.loading')}</p>
            ) : (
              <fieldset
                className="checkout__options"
                aria-describedby={shown('shipping_method_id') ? 'shipping-error' : undefined}
              >
                <legend className="ns-visually-hidden">{t('checkout.shipping')}</legend>
                {methods.map((method) => (
                  <label key={method.id} className="checkout__option">
                    <input
                      type="radio"
                      name="shipping_method_id"
                      value={method.id}
                      checked={form.shipping_method_id === method.id}
                      onChange={() => set('shipping_method_id', method.id)}
                    />
                    <span className="checkout__option-name">{method.name}</span>
                    <span className="checkout__option-detail">
                      {t('checkout.delivery_days', method.delivery_days)}
                    </span>
                    <span className="checkout__option-price">
                      {method.price === 0
                        ? t('checkout.free')
                        : price(method.price, method.vat, locale, includeVat)}
                    </span>
                  </label>
                ))}
              </fieldset>
            )}
            {shown('shipping_method_id') ? (
              <p id="shipping-error" className="checkout-field__error">
                {t('checkout.error.choose')}
              </p>
            ) : null}
            {chosenShipping?.service_point ? (
              <div className="checkout-field">
                <label htmlFor="service-point">{t('checkout.service_point')}</label>
                <select
                  id="service-point"
                  value={form.service_point_id}
                  onChange={(event) => set('service_point_id', event.target.value)}
                  aria-invalid={shown('service_point_id') ? true : undefined}
                >
                  <option value="">{t('checkout.error.choose')}</option>
                  {(points.data?.points ?? []).map((point) => (
                    <option key={point.id} value={point.id}>
                      {`${point.name}, ${point.street}, ${point.postal_code} ${point.city}`}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
          </Section>
          <Section title={t('checkout.payment')}>
            <fieldset className="checkout__options">
              <legend className="ns-visually-hidden">{t('checkout.payment')}</legend>
              {payments.map((method) => (
                <label key={method.id} className="checkout__option">
                  <input
                    type="radio"
                    name="payment_method_id"
                    value={method.id}
                    checked={form.payment_method_id === method.id}
                    onChange={() => set('payment_method_id', method.id)}
                  />
                  <span className="checkout__option-name">{method.name}</span>
                  <span className="checkout__option-price">
                    {method.fee === 0 ? '' : price(method.fee, feeVat, locale, includeVat)}
                  </span>
                </label>
              ))}
            </fieldset>
            {shown('payment_method_id') ? (
              <p className="checkout-field__error">{t('checkout.error.choose')}</p>
            ) : null}
          </Section>
        </div>
        <aside className="checkout__summary" aria-labelledby="checkout-summary-title">
          <h2 id="checkout-summary-title">{t('checkout.summary')}</h2>
          <ul className="checkout__lines">
            {cart.items.map((line, i) => {
              // priceCartView prices the lines in cart order.
              const pricedLine = priced?.lines[i];
              const lineTotal = pricedLine
                ? includeVat
                  ? pricedLine.lineTotal
                  : pricedLine.lineTotalExVat
                : displayPrice(line.price * line.quantity, line.vat, locale, includeVat);
              return (
                <li key={line.uuid}>
                  <img src={line.thumb.url} width={48} height={48} alt="" />
                  <span className="checkout__line-name">
                    {line.quantity} × {line.name}
                  </span>
                  <span>
                    {pricedLine && isFreeLine(pricedLine) ? t('cart.free') : amount(lineTotal)}
                  </span>
                </li>
              );
            })}
          </ul>
          <dl className="checkout__totals">
            <div>
              <dt>{t('cart.subtotal')}</dt>
              <dd>{amount(totals?.subtotal ?? 0)}</dd>
            </div>
            {totals && totals.discount > 0 ? (
              <div>
                <dt>{t('cart.discount')}</dt>
                <dd>−{amount(totals.discount)}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t('checkout.shipping_cost')}</dt>
              <dd>
                {chosenShipping
                  ? shippingPrice === 0
                    ? t('checkout.free')
                    : amount(shownShipping)
                  : '–'}
              </dd>
            </div>
            {fee > 0 ? (
              <div>
                <dt>{t('checkout.payment_fee')}</dt>
                <dd>{amount(shownFee)}</dd>
              </div>
            ) : null}
            <div className="checkout__total">
              <dt>{t('cart.total')}</dt>
              <dd data-testid="checkout-total">{amount(totals?.total ?? 0)}</dd>
            </div>
            <div>
              <dt>{t('cart.vat')}</dt>
              <dd>{amount(totals?.vat ?? 0)}</dd>
            </div>
          </dl>
          <label
            className={
              shown('accept_terms') ? 'checkout__terms checkout__terms--error' : 'checkout__terms'
            }
          >
            <input
              type="checkbox"
              checked={form.accept_terms}
              onChange={(event) => set('accept_terms', event.target.checked)}
              aria-invalid={shown('accept_terms') ? true : undefined}
            />
            {t('checkout.accept_terms')}
          </label>
          {shown('accept_terms') ? (
            <p className="checkout-field__error">{t('checkout.error.terms')}</p>
          ) : null}
          {failure ? (
            <p className="checkout__failure" role="alert">
              {failure}
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
      </form>
    </main>
  );
}
