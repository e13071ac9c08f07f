import type { CustomerProfile, CustomerType, UpdateProfileRequest } from '@nordshop/api-contract';
import {
  isValidMobile,
  isValidPostalCode,
  normalizePostalCode,
  type LocaleCode,
} from '@nordshop/locale-config';

/** The profile edit form, as the customer types it. */
export interface ProfileForm {
  readonly name: string;
  readonly phone: string;
  readonly customer_type: CustomerType;
  readonly company_name: string;
  readonly org_number: string;
  readonly street: string;
  readonly postal_code: string;
  readonly city: string;
}

/** A field of the profile form. */
export type ProfileField = keyof ProfileForm;

/** Why a field is refused; the text key is `checkout.error.{reason}` (the same words as at checkout). */
export type ProfileFieldError = 'required' | 'postal_code' | 'mobile_number';

/** The form filled with the stored profile. */
export function profileFormOf(profile: CustomerProfile): ProfileForm {
  return {
    name: profile.name,
    phone: profile.phone,
    customer_type: profile.customer_type,
    company_name: profile.company_name,
    org_number: profile.org_number,
    street: profile.street,
    postal_code: profile.postal_code,
    city: profile.city,
  };
}

/**
 * Every wrong field of the form for a storefront: the name is required; phone and postal code may
 * be left empty, but when given follow the storefront's rules (spec section 5); a company needs
 * its name.
 */
export function validateProfileForm(
  form: ProfileForm,
  locale: LocaleCode,
): Partial<Record<ProfileField, ProfileFieldError>> {
  const errors: Partial<Record<ProfileField, ProfileFieldError>> = {};
  if (form.name.trim() === '') errors.name = 'required';
  if (form.phone.trim() !== '' && !isValidMobile(form.phone, locale))
    errors.phone = 'mobile_number';
  if (form.postal_code.trim() !== '' && !isValidPostalCode(form.postal_code, locale))
    errors.postal_code = 'postal_code';
  if (form.customer_type === 'company' && form.company_name.trim() === '')
    errors.company_name = 'required';
  return errors;
}

/** The PUT /api/account/profile body of a valid form: trimmed, the postal code in the storefront's form. */
export function profileUpdateBody(form: ProfileForm, locale: LocaleCode): UpdateProfileRequest {
  const postal = form.postal_code.trim();
  return {
    name: form.name.trim(),
    phone: form.phone.trim(),
    customer_type: form.customer_type,
    company_name: form.customer_type === 'company' ? form.company_name.trim() : '',
    org_number: form.customer_type === 'company' ? form.org_number.trim() : '',
    street: form.street.trim(),
    postal_code: postal === '' ? '' : normalizePostalCode(postal, locale),
    city: form.city.trim(),
  };
}
