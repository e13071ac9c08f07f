import type { ShippingMethod } from '@nordshop/api-contract';
import { displayPrice, formatDisplayPrice, type LocaleCode } from '@nordshop/locale-config';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useStrings } from '@nordshop/catalog-ui';
import { servicePointsQuery } from '../data/checkout-queries';
import { useRouterContext } from '../routing/hooks';
import { Section } from '../ui/form-field';
import { changeField, type CheckoutBinding } from './checkout-fields';

/**
 * The service points of the chosen method near the postal code, for a service-point method; the
 * checkout machine hears of each list that arrives (it chooses the nearest point unless the
 * shopper's is among them).
 */
function ServicePointField({
  binding,
  locale,
  postal,
  method,
}: {
  binding: CheckoutBinding;
  locale: LocaleCode;
  postal: string | undefined;
  method: ShippingMethod;
}) {
  const { t } = useStrings();
  const api = useRouterContext().apiFor(locale);
  const points = useQuery({
    ...servicePointsQuery({ locale, api }, { postal_code: postal ?? '', method_id: method.id }),
    enabled: postal !== undefined && method.service_point,
  });
  const { send } = binding;
  useEffect(() => {
    if (points.data)
      send({
        type: 'checkout.servicePointsLoaded',
        methodId: method.id,
        points: points.data.points,
      });
  }, [points.data, method.id, send]);
  return (
    <div className="checkout-field">
      <label htmlFor="service-point">{t('checkout.service_point')}</label>
      <select
        id="service-point"
        name="service_point_id"
        value={binding.form.service_point_id}
        onChange={(event) => changeField(binding, 'service_point_id', event.target.value)}
        aria-invalid={binding.errors.service_point_id ? true : undefined}
      >
        <option value="">
          {points.isFetching && !points.data ? t('general.loading') : t('checkout.error.choose')}
        </option>
        {(points.data?.points ?? []).map((point) => (
          <option key={point.id} value={point.id}>
            {`${point.name}, ${point.street}, ${point.postal_code} ${point.city}`}
          </option>
        ))}
      </select>
      {points.isError && !points.isFetching ? (
        <p className="checkout-field__error" role="alert">
          {t('checkout.service_points_unavailable')}{' '}
          <button type="button" className="link-button" onClick={() => void points.refetch()}>
            {t('checkout.try_again')}
          </button>
        </p>
      ) : null}
    </div>
  );
}

/** Shipping: the methods for the postal code with their delivery days and prices, and a service point. */
export function CheckoutShippingSection({
  binding,
  locale,
  includeVat,
  postal,
  pending,
  methods,
  chosen,
}: {
  binding: CheckoutBinding;
  locale: LocaleCode;
  includeVat: boolean;
  postal: string | undefined;
  pending: boolean;
  methods: readonly ShippingMethod[];
  chosen: ShippingMethod | undefined;
}) {
  const { t } = useStrings();
  const error = binding.errors.shipping_method_id;
  return (
    <Section title={t('checkout.shipping')}>
      {postal === undefined ? (
        <p className="checkout__hint">{t('checkout.shipping_needs_postal_code')}</p>
      ) : pending ? (
        <p role="status">{t('general.loading')}</p>
      ) : (
        <fieldset
          className="checkout__options"
          aria-describedby={error ? 'shipping-error' : undefined}
        >
          <legend className="ns-visually-hidden">{t('checkout.shipping')}</legend>
          {methods.map((method) => (
            <label key={method.id} className="checkout__option">
              <input
                type="radio"
                name="shipping_method_id"
                value={method.id}
                checked={binding.form.shipping_method_id === method.id}
                onChange={() => changeField(binding, 'shipping_method_id', method.id)}
              />
              <span className="checkout__option-name">{method.name}</span>
              <span className="checkout__option-detail">
                {t('checkout.delivery_days', method.delivery_days)}
              </span>
              <span className="checkout__option-price">
                {method.price === 0
                  ? t('checkout.free')
                  : formatDisplayPrice(
                      displayPrice(method.price, method.vat, locale, includeVat),
                      locale,
                      includeVat,
                    )}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {error ? (
        <p id="shipping-error" className="checkout-field__error">
          {t('checkout.error.choose')}
        </p>
      ) : null}
      {chosen?.service_point ? (
        <ServicePointField binding={binding} locale={locale} postal={postal} method={chosen} />
      ) : null}
    </Section>
  );
}
