import type { LocaleCode } from '@nordshop/locale-config';
import type { CartRequestContext } from '../cart/sync-cart';
import type { CartServices } from '../cart/cart-services';
import type { PickupPointCarrier } from '../carriers/pickup-point-carrier';
import type { PaymentProvider } from './payment-provider';

/**
 * What an order asks of the app's shared services (the app's `ApiServices` gives it): the cart's,
 * the storefront's pick-up point carrier and the payment providers.
 */
export interface CheckoutServices extends CartServices {
  pickupPointCarrier(locale: LocaleCode): PickupPointCarrier | undefined;
  readonly paymentProviders: readonly PaymentProvider[];
}

/** Who places an order and where: a cart's request context with the checkout's services. */
export type CheckoutRequestContext = CartRequestContext<CheckoutServices>;
