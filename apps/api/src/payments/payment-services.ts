import type { ApiEnv } from '../platform/http/api-env';
import type { HostedPaymentGateway } from './hosted-payment';

/** What payments ask of the app's shared services: the configured providers' gateways. */
export interface PaymentServices {
  /** A configured provider with a hosted payment page, or undefined. */
  paymentGateway(provider: string): HostedPaymentGateway | undefined;
  /** ADYEN_HMAC_KEY: the key Adyen's webhooks are signed with; without it the webhook is not found. */
  readonly adyenHmacKey: string | undefined;
}

/** The context of the payment providers' webhooks. */
export type PaymentEnv = ApiEnv<PaymentServices>;
