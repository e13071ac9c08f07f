import type { ApiEnv } from '../platform/http/api-env';
import type { HostedPaymentGateway } from './hosted-payment';

/** What payments ask of the app's shared services: the configured providers' gateways. */
export interface PaymentServices {
  /** The configured providers with a hosted payment page, in the order checkout lists them. */
  readonly paymentGateways: readonly HostedPaymentGateway[];
  /** A configured provider with a hosted payment page, or undefined. */
  paymentGateway(provider: string): HostedPaymentGateway | undefined;
}

/** The context of the payment providers' webhooks. */
export type PaymentEnv = ApiEnv<PaymentServices>;
