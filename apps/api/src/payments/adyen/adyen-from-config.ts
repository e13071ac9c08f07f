import type { HostedPaymentGateway } from '../hosted-payment';
import { adyenGateway, type AdyenCaptureMode } from './adyen-gateway';

/** The variables Adyen reads (README, Configuration; validated in config.ts). */
export interface AdyenVariables {
  readonly ADYEN_API_KEY?: string | undefined;
  readonly ADYEN_MERCHANT_ACCOUNT?: string | undefined;
  readonly ADYEN_HMAC_KEY?: string | undefined;
  readonly ADYEN_CHECKOUT_URL: string;
  readonly ADYEN_CAPTURE: AdyenCaptureMode;
  readonly PAYMENT_TIMEOUT_MS: number;
}

/**
 * Adyen's gateway when ADYEN_API_KEY switches it on, else undefined. The configuration has been
 * checked to hold the merchant account and the HMAC key of its webhooks with it.
 */
export function adyenFromConfig(variables: AdyenVariables): HostedPaymentGateway | undefined {
  if (!variables.ADYEN_API_KEY) return undefined;
  return adyenGateway({
    apiKey: variables.ADYEN_API_KEY,
    merchantAccount: variables.ADYEN_MERCHANT_ACCOUNT ?? '',
    hmacKey: variables.ADYEN_HMAC_KEY ?? '',
    checkoutUrl: variables.ADYEN_CHECKOUT_URL,
    capture: variables.ADYEN_CAPTURE,
    timeoutMs: variables.PAYMENT_TIMEOUT_MS,
  });
}
