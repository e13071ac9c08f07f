import { PlaceOrderRequestSchema } from '@nordshop/api-contract';
import {
  isValidMobile,
  isValidOrgNumber,
  isValidPostalCode,
  type LocaleCode,
} from '@nordshop/locale-config';
import type { CheckoutField, CheckoutForm, FieldErrors, ShippingChoice } from './checkout-form';

/** The server's own rule for the e-mail address (`POST /api/orders`), so both agree. */
const EMAIL_RULE = PlaceOrderRequestSchema.shape.email;

/**
 * The errors of the form for a storefront (spec section 5: postal code and mobile rules per
 * locale): every field that is wrong, at once. The e-mail address follows the order request's
 * schema; the mobile number, the postal code and a company's organisation number follow the
 * storefront's rules of libs/locale-config, the same the order API applies. Company name and
 * organisation number are required for companies; a service point only for a service-point
 * method.
 */
export function validateCheckoutForm(
  form: CheckoutForm,
  locale: LocaleCode,
  shipping: ShippingChoice | undefined,
): FieldErrors {
  const errors: FieldErrors = {};
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
  if (!errors.email && !EMAIL_RULE.safeParse(form.email.trim()).success) errors.email = 'email';
  if (!errors.phone && !isValidMobile(form.phone, locale)) errors.phone = 'mobile_number';
  if (
    form.customer_type === 'company' &&
    !errors.org_number &&
    !isValidOrgNumber(form.org_number, locale)
  )
    errors.org_number = 'org_number';
  if (!errors.postal_code && !isValidPostalCode(form.postal_code, locale))
    errors.postal_code = 'postal_code';
  if (form.shipping_method_id === '') errors.shipping_method_id = 'choose';
  else if (shipping?.servicePoint && form.service_point_id === '')
    errors.service_point_id = 'choose';
  if (form.payment_method_id === '') errors.payment_method_id = 'choose';
  if (!form.accept_terms) errors.accept_terms = 'terms';
  return errors;
}

/** Whether the form has no error ({@link validateCheckoutForm}). */
export function isCheckoutFormValid(
  form: CheckoutForm,
  locale: LocaleCode,
  shipping: ShippingChoice | undefined,
): boolean {
  return Object.keys(validateCheckoutForm(form, locale, shipping)).length === 0;
}
