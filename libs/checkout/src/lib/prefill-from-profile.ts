import type { CustomerProfile } from '@nordshop/api-contract';
import {
  formatMobile,
  isValidMobile,
  isValidPostalCode,
  type LocaleCode,
} from '@nordshop/locale-config';
import type { CheckoutForm } from './checkout-form';

/** What a logged-in customer's stored details can fill in (GET /api/account/profile). */
export type ProfileDetails = Pick<
  CustomerProfile,
  | 'email'
  | 'name'
  | 'phone'
  | 'customer_type'
  | 'company_name'
  | 'org_number'
  | 'street'
  | 'postal_code'
  | 'city'
>;

/**
 * The form with the customer's stored details in the fields the shopper has left empty: the name
 * splits at its first space into first and last name; what the shopper typed is never replaced.
 * A stored phone or address that does not fit this storefront (another country's) is left out;
 * a stored mobile number (E.164) is written the way the country writes it ('06 12345678').
 * The customer type follows the profile only while nothing company-specific has been typed.
 */
export function prefillFromProfile(
  form: CheckoutForm,
  profile: ProfileDetails,
  locale: LocaleCode,
): CheckoutForm {
  const [first = '', ...rest] = profile.name.trim().split(/\s+/);
  const keep = (current: string, stored: string) => (current.trim() === '' ? stored : current);
  const phone = isValidMobile(profile.phone, locale) ? formatMobile(profile.phone, locale) : '';
  const address = isValidPostalCode(profile.postal_code, locale)
    ? profile
    : { street: '', postal_code: '', city: '' };
  const untouchedCompany = form.company_name === '' && form.org_number === '';
  return {
    ...form,
    customer_type: untouchedCompany ? profile.customer_type : form.customer_type,
    email: keep(form.email, profile.email),
    phone: keep(form.phone, phone),
    first_name: keep(form.first_name, first),
    last_name: keep(form.last_name, rest.join(' ')),
    company_name: keep(form.company_name, profile.company_name),
    org_number: keep(form.org_number, profile.org_number),
    street: keep(form.street, address.street),
    postal_code: keep(form.postal_code, address.postal_code),
    city: keep(form.city, address.city),
  };
}
