import type { Config } from './config';
import { adyenGateway } from './payments/adyen-gateway';
import type { HostedPaymentGateway } from './payments/hosted-payment';
import { klarnaGateway } from './payments/klarna-gateway';

type PaymentSettings = Pick<
  Config,
  | 'ADYEN_API_KEY'
  | 'ADYEN_MERCHANT_ACCOUNT'
  | 'ADYEN_CHECKOUT_URL'
  | 'ADYEN_CAPTURE'
  | 'KLARNA_API_USERNAME'
  | 'KLARNA_API_PASSWORD'
  | 'KLARNA_API_URL'
  | 'PAYMENT_TIMEOUT_MS'
>;

/**
 * The hosted payment providers the configuration switches on (Adyen with ADYEN_API_KEY, Klarna with
 * KLARNA_API_USERNAME), in the order checkout lists them; empty by default, so the shop offers its
 * offline invoice and prepayment only and calls no provider. The configuration has been checked to
 * hold each one's other credentials.
 */
export function paymentGatewaysOf(config: PaymentSettings): HostedPaymentGateway[] {
  const gateways: HostedPaymentGateway[] = [];
  if (config.ADYEN_API_KEY)
    gateways.push(
      adyenGateway({
        apiKey: config.ADYEN_API_KEY,
        merchantAccount: config.ADYEN_MERCHANT_ACCOUNT ?? '',
        checkoutUrl: config.ADYEN_CHECKOUT_URL,
        capture: config.ADYEN_CAPTURE,
        timeoutMs: config.PAYMENT_TIMEOUT_MS,
      }),
    );
  if (config.KLARNA_API_USERNAME)
    gateways.push(
      klarnaGateway({
        username: config.KLARNA_API_USERNAME,
        password: config.KLARNA_API_PASSWORD ?? '',
        apiUrl: config.KLARNA_API_URL,
        timeoutMs: config.PAYMENT_TIMEOUT_MS,
      }),
    );
  return gateways;
}
