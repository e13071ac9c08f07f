import type { Config } from './config';
import { adyenFromConfig } from './payments/adyen/adyen-from-config';
import type { HostedPaymentGateway } from './payments/hosted-payment';
import { klarnaFromConfig } from './payments/klarna/klarna-from-config';

/**
 * The payment providers with a hosted page, in the order checkout lists their methods: each one's
 * gateway from the configuration, or undefined when its variables do not switch it on. The one
 * place a provider is registered (decision 026, "Adding a provider").
 */
const PAYMENT_GATEWAYS = [adyenFromConfig, klarnaFromConfig] as const;

/**
 * The hosted payment providers the configuration switches on (Adyen with ADYEN_API_KEY, Klarna with
 * KLARNA_API_USERNAME), in the order checkout lists them; empty by default, so the shop offers its
 * offline invoice and prepayment only and calls no provider. Each gateway holds its own credentials
 * and webhook keys (ADYEN_HMAC_KEY is the Adyen gateway's).
 */
export function paymentGatewaysOf(config: Config): HostedPaymentGateway[] {
  return PAYMENT_GATEWAYS.flatMap((gatewayOf) => gatewayOf(config) ?? []);
}
