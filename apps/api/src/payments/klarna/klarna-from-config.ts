import type { HostedPaymentGateway } from '../hosted-payment';
import { klarnaGateway } from './klarna-gateway';

/** The variables Klarna reads (README, Configuration; validated in config.ts). */
export interface KlarnaVariables {
  readonly KLARNA_API_USERNAME?: string | undefined;
  readonly KLARNA_API_PASSWORD?: string | undefined;
  readonly KLARNA_API_URL: string;
  readonly PAYMENT_TIMEOUT_MS: number;
}

/**
 * Klarna's gateway when KLARNA_API_USERNAME switches it on, else undefined. The configuration has
 * been checked to hold the password with it (which also keys the secret of Klarna's calls).
 */
export function klarnaFromConfig(variables: KlarnaVariables): HostedPaymentGateway | undefined {
  if (!variables.KLARNA_API_USERNAME) return undefined;
  return klarnaGateway({
    username: variables.KLARNA_API_USERNAME,
    password: variables.KLARNA_API_PASSWORD ?? '',
    apiUrl: variables.KLARNA_API_URL,
    timeoutMs: variables.PAYMENT_TIMEOUT_MS,
  });
}
