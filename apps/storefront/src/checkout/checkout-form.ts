import type { CustomerProfile, CustomerType, PlaceOrderRequest } from '@nordshop/api-contract';
import { toCartItemRequest, type CartLineItem } from '@nordshop/cart-domain';
import {
  isValidMobile,
  isValidPostalCode,
  normalizePostalCode,
  type LocaleCode,
} from '@nordshop/locale-config';

/** What the shopper types and picks on the checkout page. */
export interface CheckoutForm {
  readonly customer_type: CustomerType;
  readonly email: string;
  readonly phone: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly company_name: string;
  readonly org_number: string;
  readonly street: string;
  readonly postal_code: string;
  readonly city: string;
  readonly shipping_method_id: string;
  readonly service_point_id: string;
  readonly payment_method_id: string;
  readonly accept_terms: boolean;
}

/** A field of the form. */
export type CheckoutField = keyof CheckoutForm;

/** Why a field is not accepted; the i18n key is `checkout.error.{reason}`. */
export type FieldError = 'required' | 'email' | 'postal_code' | 'mobile' | 'terms' | 'choose';

export const EMPTY_CHECKOUT_FORM: CheckoutForm = {
  customer_type: 'private',
  email: '',
  phone: '',
  first_name: '',
  last_name: '',
  company_name: '',
  org_number: '',
  street: '',
  postal_code: '',
  city: '',
  shipping_method_id: '',
  service_point_id: '',
  payment_method_id: '',
  accept_terms: false,
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether the shipping method needs a service point picked. */
export interface ShippingChoice {
  readonly servicePoint: boolean;
}

/**
 * The errors of the form for a storefront (spec section 5: postal code and mobile rules per
 * locale): every field that is wrong, at once. Company name and organisation number are required
 * for companies; a service point only for a service-point method.
 */
export function validateCheckoutForm(
  form: CheckoutForm,
  locale: LocaleCode,
  shipping: ShippingChoice | undefined,
): Partial<Record<CheckoutField, FieldError>> {
  const errors: Partial<Record<CheckoutField, FieldError>> = {};
  const required: CheckoutField[] = [
    'email',
    'phone',
    'first_name',
    'last_name',
    'street',
    'postal_code',
    'city',
  ];
  if (form.customer_type === 'company') required.push('company_name', 'org_number');
  for (const field of required) if (String(form[field]).trim() === '') errors[field] = 'required';
  if (!errors.email && !EMAIL.test(form.email.trim())) errors.email = 'email';
  if (!errors.phone && !isValidMobile(form.phone, locale)) errors.phone = 'mobile';
  if (!errors.postal_code && !isValidPostalCode(form.postal_code, locale))
    errors.postal_code = 'postal_code';
  if (form.shipping_method_id === '') errors.shipping_method_id = 'choose';
  else if (shipping?.servicePoint && form.service_point_id === '')
    errors.service_point_id = 'choose';
  if (form.payment_method_id === '') errors.payment_method_id = 'choose';
  if (!form.accept_terms) errors.accept_terms = 'terms';
  return errors;
}

/**
 * The body of POST /api/orders from a valid form and the cart: the lines as the cart syncs them
 * (no prices: the server prices every line), the held coupon codes and the checkout id.
 */
export function placeOrderBody(
  form: CheckoutForm,
  locale: LocaleCode,
  cart: {
    readonly items: readonly CartLineItem[];
    readonly couponCodes: readonly string[];
    readonly checkoutID: string | null;
  },
  shipping: ShippingChoice | undefined,
): PlaceOrderRequest {
  const company = form.customer_type === 'company';
  return {
    customer_type: form.customer_type,
    email: form.email.trim(),
    phone: form.phone.trim(),
    first_name: form.first_name.trim(),
    last_name: form.last_name.trim(),
    ...(company
      ? { company_name: form.company_name.trim(), org_number: form.org_number.trim() }
      : {}),
    address: {
      street: form.street.trim(),
      postal_code: normalizePostalCode(form.postal_code, locale) ?? form.postal_code.trim(),
      city: form.city.trim(),
    },
    items: cart.items.map(toCartItemRequest),
    coupons: cart.couponCodes.filter((code) => code !== 'CUSTOMERDISCOUNT'),
    shipping_method_id: form.shipping_method_id,
    ...(shipping?.servicePoint && form.service_point_id
      ? { service_point_id: form.service_point_id }
      : {}),
    payment_method_id: form.payment_method_id,
    checkout_id: cart.checkoutID,
    accept_terms: true,
  };
}

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
 * A stored phone or address that does not fit this storefront (another country's) is left out.
 * The customer type follows the profile only while nothing company-specific has been typed.
 */
export function prefillFromProfile(
  form: CheckoutForm,
  profile: ProfileDetails,
  locale: LocaleCode,
): CheckoutForm {
  const [first = '', ...rest] = profile.name.trim().split(/\s+/);
  const keep = (current: string, stored: string) => (current.trim() === '' ? stored : current);
  const phone = isValidMobile(profile.phone, locale) ? profile.phone : '';
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
