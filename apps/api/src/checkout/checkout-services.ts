import type { LocaleCode } from '@nordshop/locale-config';
import type { CartRequestContext } from '../cart/sync-cart';
import type { CartServices } from '../cart/cart-services';
import type { PickupPointCarrier } from '../shipping/pickup-point-carrier';
import type { PaymentProvider } from '../payments/payment-provider';
import type { PaymentServices } from '../payments/payment-services';
import type { ApiEnv } from '../platform/http/api-env';
import type { MailServices } from '../mail/mail-services';

/**
 * What an order asks of the app's shared services (the app's `ApiServices` gives it): the cart's,
 * the storefront's pick-up point carrier, the payment providers and the mail sender.
 */
export interface CheckoutServices extends CartServices, PaymentServices, MailServices {
  pickupPointCarrier(locale: LocaleCode): PickupPointCarrier | undefined;
  readonly paymentProviders: readonly PaymentProvider[];
  /** The origin a request is served on, for links back to the shop (a provider's return URL). */
  originOf(host: string | undefined): string;
}

/** The context of checkout's and orders' handlers. */
export type CheckoutEnv = ApiEnv<CheckoutServices>;

/** Who places an order and where: a cart's request context with the checkout's services. */
export type CheckoutRequestContext = CartRequestContext<CheckoutServices>;
