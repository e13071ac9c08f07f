import type { PaymentMethod } from '@nordshop/api-contract';
import { displayPrice, formatDisplayPrice, type LocaleCode } from '@nordshop/locale-config';
import { badgeSrc, useStrings } from '@nordshop/catalog-ui';
import { Section } from '../ui/form-field';
import { changeField, type CheckoutBinding } from './checkout-fields';

/** Payment: the methods with their brand badges and fees (at the storefront's standard VAT rate `feeVat`). */
export function CheckoutPaymentSection({
  binding,
  locale,
  includeVat,
  feeVat,
  methods,
}: {
  binding: CheckoutBinding;
  locale: LocaleCode;
  includeVat: boolean;
  feeVat: number;
  methods: readonly PaymentMethod[];
}) {
  const { t } = useStrings();
  return (
    <Section title={t('checkout.payment')}>
      <fieldset
        className="checkout__options"
        aria-describedby={binding.errors.payment_method_id ? 'payment-error' : undefined}
      >
        <legend className="ns-visually-hidden">{t('checkout.payment')}</legend>
        {methods.map((method) => (
          <label key={method.id} className="checkout__option">
            <input
              type="radio"
              name="payment_method_id"
              value={method.id}
              checked={binding.form.payment_method_id === method.id}
              onChange={() => changeField(binding, 'payment_method_id', method.id)}
            />
            <span className="checkout__option-name">
              {/* The brand's badge beside its name, which says it in words. */}
              <img
                className="checkout__option-badge"
                src={badgeSrc(method.badge)}
                width={32}
                height={24}
                alt=""
              />
              {method.name}
            </span>
            <span className="checkout__option-price">
              {method.fee === 0
                ? ''
                : formatDisplayPrice(
                    displayPrice(method.fee, feeVat, locale, includeVat),
                    locale,
                    includeVat,
                  )}
            </span>
          </label>
        ))}
      </fieldset>
      {binding.errors.payment_method_id ? (
        <p id="payment-error" className="checkout-field__error">
          {t('checkout.error.choose')}
        </p>
      ) : null}
    </Section>
  );
}
