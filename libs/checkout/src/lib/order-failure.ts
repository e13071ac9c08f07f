import { ApiRequestError, PAYMENT_UNAVAILABLE_CODE } from '@nordshop/api-contract';
import type { CheckoutField, FieldError, FieldErrors } from './checkout-form';

/**
 * Why an order was not placed, as a value the page shows (spec section 5):
 * `invalidForm` and `emptyCart` are refused before the API is called; the others are the answers
 * of POST /api/orders: `outOfStock` (the SKUs that ran out), `cartChanged` (a coupon or the
 * customer's credit changed since the cart synced), `paymentDeclined` (declined, or the provider
 * could not be reached), `refused` (400: the fields
 * the server did not accept) and `failed` (anything else: network, 5xx).
 */
export type OrderFailure =
  | { readonly kind: 'invalidForm' }
  | { readonly kind: 'emptyCart' }
  | { readonly kind: 'outOfStock'; readonly skus: readonly string[] }
  | { readonly kind: 'cartChanged' }
  | { readonly kind: 'paymentDeclined' }
  | { readonly kind: 'refused'; readonly fields: FieldErrors }
  | { readonly kind: 'failed' };

/** The form field of each field path of the API's 400 answer that belongs to the form. */
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
  phone: 'mobile_number',
  org_number: 'org_number',
  postal_code: 'postal_code',
  shipping_method_id: 'choose',
  service_point_id: 'choose',
  payment_method_id: 'choose',
};

/** The form's reasons for the fields of an API answer; paths that are no form field are left out. */
export function serverFieldErrors(fields: Readonly<Record<string, string>>): FieldErrors {
  const errors: FieldErrors = {};
  for (const path of Object.keys(fields)) {
    const field = API_FIELDS[path];
    if (field) errors[field] = SERVER_REASON[field] ?? 'required';
  }
  return errors;
}

/** The failure of a rejected POST /api/orders (`error` is what the API client threw). */
export function orderFailure(error: unknown): OrderFailure {
  if (!(error instanceof ApiRequestError)) return { kind: 'failed' };
  const { code, fields } = error.body;
  if (code === 'out_of_stock') return { kind: 'outOfStock', skus: Object.keys(fields ?? {}) };
  if (code === 'coupon_rejected' || code === 'credit_changed') return { kind: 'cartChanged' };
  // A provider that cannot be reached took no money either: the failed page, cart kept, retry.
  if (code === 'payment_declined' || code === PAYMENT_UNAVAILABLE_CODE)
    return { kind: 'paymentDeclined' };
  if (error.status === 400 && fields) return { kind: 'refused', fields: serverFieldErrors(fields) };
  return { kind: 'failed' };
}
