import {
  MOBILE_EXAMPLES,
  ORG_NUMBER_EXAMPLES,
  POSTAL_CODE_EXAMPLES,
  type LocaleCode,
} from '@nordshop/locale-config';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useStrings } from '@nordshop/catalog-ui';
import { useAuth } from '../account/auth-provider';
import { accountProfileQuery } from '../data/account-queries';
import { useRouterContext } from '../routing/hooks';
import { CUSTOMER_TYPE_LABELS, Section } from '../ui/form-field';
import { FormField, changeField, type CheckoutBinding } from './checkout-fields';

/** Fills the form from the logged-in customer's stored details when they arrive. */
function useProfilePrefill(binding: CheckoutBinding, locale: LocaleCode) {
  const api = useRouterContext().apiFor(locale);
  const auth = useAuth();
  const customerToken =
    auth.status === 'loggedIn' && auth.strategy === 'myAccount' ? auth.accessToken : null;
  const profile = useQuery({
    ...accountProfileQuery({ locale, api }, customerToken ?? ''),
    enabled: customerToken !== null,
  });
  const { send } = binding;
  useEffect(() => {
    // The machine takes the profile once; a later answer changes nothing.
    if (profile.data) send({ type: 'checkout.profileLoaded', profile: profile.data.profile });
  }, [profile.data, send]);
}

/** A visitor's wish for an account with the order: ticked or not, and how it changes. */
export interface AccountWish {
  readonly wanted: boolean;
  readonly onChange: (wanted: boolean) => void;
}

/**
 * "Create an account with this e-mail", unticked at first, for a shopper who is not logged in;
 * its hint says the link to choose a password comes with the order confirmation.
 */
function CreateAccountChoice({ account }: { account: AccountWish }) {
  const { t } = useStrings();
  const auth = useAuth();
  const hintId = useId();
  if (auth.status === 'loggedIn' && auth.strategy === 'myAccount') return null;
  return (
    <div className="checkout__account">
      <label className="checkout__terms">
        <input
          type="checkbox"
          name="create_account"
          checked={account.wanted}
          aria-describedby={hintId}
          onChange={(event) => account.onChange(event.target.checked)}
        />
        {t('checkout.create_account')}
      </label>
      <p id={hintId} className="checkout__hint">
        {t('checkout.create_account_hint')}
      </p>
    </div>
  );
}

/**
 * Contact: private or company customer, company details, name, e-mail and mobile; the mobile and
 * organisation number show an example in the storefront's own format; a visitor may ask for an
 * account with the e-mail.
 */
export function CheckoutContactSection({
  binding,
  locale,
  account,
}: {
  binding: CheckoutBinding;
  locale: LocaleCode;
  account: AccountWish;
}) {
  const { t } = useStrings();
  useProfilePrefill(binding, locale);
  return (
    <Section title={t('checkout.contact')}>
      <fieldset className="checkout__choice">
        <legend>{t('checkout.customer_type')}</legend>
        {CUSTOMER_TYPE_LABELS.map(([type, label]) => (
          <label key={type} className="checkout__radio">
            <input
              type="radio"
              name="customer_type"
              value={type}
              checked={binding.form.customer_type === type}
              onChange={() => changeField(binding, 'customer_type', type)}
            />
            {t(label)}
          </label>
        ))}
      </fieldset>
      {binding.form.customer_type === 'company' ? (
        <div className="checkout__row">
          <FormField
            binding={binding}
            field="company_name"
            label={t('checkout.company_name')}
            autoComplete="organization"
          />
          <FormField
            binding={binding}
            field="org_number"
            label={t('checkout.org_number')}
            placeholder={ORG_NUMBER_EXAMPLES[locale]}
          />
        </div>
      ) : null}
      <div className="checkout__row">
        <FormField
          binding={binding}
          field="first_name"
          label={t('checkout.first_name')}
          autoComplete="given-name"
        />
        <FormField
          binding={binding}
          field="last_name"
          label={t('checkout.last_name')}
          autoComplete="family-name"
        />
      </div>
      <div className="checkout__row">
        <FormField
          binding={binding}
          field="email"
          label={t('checkout.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
        />
        <FormField
          binding={binding}
          field="phone"
          label={t('checkout.phone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder={MOBILE_EXAMPLES[locale]}
        />
      </div>
      <CreateAccountChoice account={account} />
    </Section>
  );
}

/** The delivery address: street, postal code (its example in the country's format) and city. */
export function CheckoutAddressSection({
  binding,
  locale,
}: {
  binding: CheckoutBinding;
  locale: LocaleCode;
}) {
  const { t } = useStrings();
  return (
    <Section title={t('checkout.address')}>
      <FormField
        binding={binding}
        field="street"
        label={t('checkout.street')}
        autoComplete="street-address"
      />
      <div className="checkout__row">
        <FormField
          binding={binding}
          field="postal_code"
          label={t('checkout.postal_code')}
          autoComplete="postal-code"
          placeholder={POSTAL_CODE_EXAMPLES[locale]}
        />
        <FormField
          binding={binding}
          field="city"
          label={t('checkout.city')}
          autoComplete="address-level2"
        />
      </div>
    </Section>
  );
}
