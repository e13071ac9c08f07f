import { TD02_FIELDS, isJsonObject, patchTd02, readTd02 } from '@nordshop/browser-state';
import { PaymentReferenceSchema } from '@nordshop/api-contract';
import type { LocaleCode } from '@nordshop/locale-config';
import { sessionArea } from '../storage/storage-areas';

/** The payment this tab left for on a provider's page: its reference and that page. */
export interface PendingPayment {
  readonly locale: LocaleCode;
  readonly reference: string;
  readonly redirectUrl: string;
}

/**
 * Keeps the payment the shopper leaves for (session storage, td02 `pendingPayment`), so a
 * checkout opened again in this tab (the browser's Back from the provider's page) asks how it
 * ended and offers to continue it, rather than placing a second order.
 */
export function rememberPendingPayment(payment: PendingPayment): void {
  patchTd02(sessionArea(), { [TD02_FIELDS.pendingPayment]: { ...payment } });
}

/** Forgets the tab's pending payment (it ended, or the shopper starts over). */
export function forgetPendingPayment(): void {
  patchTd02(sessionArea(), { [TD02_FIELDS.pendingPayment]: undefined });
}

/** The tab's pending payment on the storefront, or null. */
export function pendingPaymentOf(locale: LocaleCode): PendingPayment | null {
  const value = readTd02(sessionArea())[TD02_FIELDS.pendingPayment];
  if (!isJsonObject(value) || value['locale'] !== locale) return null;
  const reference = PaymentReferenceSchema.safeParse(value['reference']);
  const redirectUrl = value['redirectUrl'];
  if (!reference.success || typeof redirectUrl !== 'string' || !/^https?:\/\//.test(redirectUrl))
    return null;
  return { locale, reference: reference.data, redirectUrl };
}
