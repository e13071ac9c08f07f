import type { PlaceOrderRequest } from '@nordshop/api-contract';
import { toCartItemRequest, type CartLineItem } from '@nordshop/cart-domain';
import { CUSTOMER_DISCOUNT_CODE } from '@nordshop/coupon-engine';
import { normalizePostalCode, type LocaleCode } from '@nordshop/locale-config';
import type { CheckoutForm, ShippingChoice } from './checkout-form';

/** What of the cart an order needs: its lines, the held coupon codes and the checkout id. */
export interface OrderCart {
  readonly items: readonly CartLineItem[];
  readonly couponCodes: readonly string[];
  readonly checkoutID: string | null;
}

/**
 * The body of POST /api/orders from a valid form and the cart: the lines as the cart syncs them
 * (no prices: the server prices every line), the held coupon codes except the customer discount
 * (the server adds the customer's own credit) and the checkout id.
 */
export function placeOrderBody(
  form: CheckoutForm,
  locale: LocaleCode,
  cart: OrderCart,
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
    coupons: cart.couponCodes.filter((code) => code !== CUSTOMER_DISCOUNT_CODE),
    shipping_method_id: form.shipping_method_id,
    ...(shipping?.servicePoint && form.service_point_id
      ? { service_point_id: form.service_point_id }
      : {}),
    payment_method_id: form.payment_method_id,
    checkout_id: cart.checkoutID,
    accept_terms: true,
  };
}
