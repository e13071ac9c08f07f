import type {
  CustomerType,
  PaymentMethod,
  ServicePointOption,
  ShippingMethod,
} from '@nordshop/api-contract';
import { normalizePostalCode, type LocaleCode } from '@nordshop/locale-config';
import type { PickupPointCarrier } from '../shipping/pickup-point-carrier';
import { DomainError } from '../platform/http/errors';
import type { PaymentProvider } from '../payments/payment-provider';
import { findPaymentMethod } from '../payments/payment-providers';
import { findShippingMethod } from '../shipping/shipping-processors';
import type { ShippingProvider } from '../shipping/shipping-provider';

/** The shipping and payment an order chose, checked against what the providers offer. */
export interface ChosenMethods {
  readonly shipping: ShippingMethod;
  readonly shippingProvider: ShippingProvider;
  readonly servicePoint: ServicePointOption | null;
  readonly payment: PaymentMethod;
  readonly paymentProvider: PaymentProvider;
}

/** What an order says about shipping and payment. */
export interface MethodChoice {
  readonly locale: LocaleCode;
  /** A postal code already checked valid for the storefront. */
  readonly postalCode: string;
  readonly customerType: CustomerType;
  readonly shippingMethodId: string;
  readonly servicePointId: string | undefined;
  readonly paymentMethodId: string;
  /** The storefront's pick-up-point carrier, when it has one (ApiServices.pickupPointCarrier). */
  readonly carrier?: PickupPointCarrier | undefined;
  /** The payment providers on offer (ApiServices.paymentProviders); default the offline ones. */
  readonly paymentProviders?: readonly PaymentProvider[] | undefined;
}

/**
 * Checks the order's shipping method (offered for its postal code), its service point (one of the
 * method's points for that postal code, required for a service-point method, ignored otherwise)
 * and payment method (allowed for the customer type); a 400 naming every bad field at once.
 * The shipping method is priced for an empty cart here; {@link shippingFor} prices it for the goods.
 */
export async function chooseMethods(choice: MethodChoice): Promise<ChosenMethods> {
  const postalCode = normalizePostalCode(choice.postalCode, choice.locale) ?? choice.postalCode;
  const [shipping, payment] = await Promise.all([
    findShippingMethod(choice.shippingMethodId, { locale: choice.locale, postalCode, subtotal: 0 }),
    findPaymentMethod(
      choice.paymentMethodId,
      { locale: choice.locale, customerType: choice.customerType },
      choice.paymentProviders,
    ),
  ]);
  const fields: Record<string, string> = {};
  if (!shipping)
    fields['shipping_method_id'] = 'is not a shipping method offered for this postal code';
  if (!payment)
    fields['payment_method_id'] = `is not a payment method for ${choice.customerType} customers`;
  let servicePoint: ServicePointOption | null = null;
  if (shipping?.method.service_point) {
    const points = await shipping.provider.servicePoints({
      locale: choice.locale,
      postalCode,
      methodId: shipping.method.id,
      carrier: choice.carrier,
    });
    servicePoint = points.find((point) => point.id === choice.servicePointId) ?? null;
    if (!servicePoint)
      fields['service_point_id'] = choice.servicePointId
        ? 'is not a service point of this method near the postal code'
        : 'is required for this shipping method';
  }
  if (!shipping || !payment || Object.keys(fields).length > 0)
    throw new DomainError(
      'invalid_data',
      `Invalid body: ${Object.keys(fields).join(', ')}`,
      fields,
    );
  return {
    shipping: shipping.method,
    shippingProvider: shipping.provider,
    servicePoint,
    payment: payment.method,
    paymentProvider: payment.provider,
  };
}

/** The chosen shipping method as its provider prices it for the goods total (free from the threshold). */
export async function shippingFor(
  chosen: ChosenMethods,
  locale: LocaleCode,
  postalCode: string,
  goodsTotal: number,
): Promise<ShippingMethod> {
  const methods = await chosen.shippingProvider.methods({
    locale,
    postalCode: normalizePostalCode(postalCode, locale) ?? postalCode,
    subtotal: goodsTotal,
  });
  const method = methods.find((m) => m.id === chosen.shipping.id);
  if (!method) throw new Error(`shipping method ${chosen.shipping.id} disappeared while pricing`);
  return method;
}
