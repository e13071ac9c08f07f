import type { CustomerType } from '@nordshop/api-contract';

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

/**
 * Why a field is not accepted; the i18n key is `checkout.error.{reason}`. `mobile_number` and
 * `org_number` name the storefront's country and give its example (decision 027).
 */
export type FieldError =
  'required' | 'email' | 'postal_code' | 'mobile_number' | 'org_number' | 'terms' | 'choose';

/** The reasons of the fields that are not accepted, one per field. */
export type FieldErrors = Partial<Record<CheckoutField, FieldError>>;

/** Whether the shipping method needs a service point picked. */
export interface ShippingChoice {
  readonly servicePoint: boolean;
}

/** The form before the shopper typed anything: a private customer, nothing picked. */
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
