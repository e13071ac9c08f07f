import { CONSENT_FLAGS, hasConsent, parseConsentCookie } from '@nordshop/consent';
import { reportClientError } from '../errors/install-error-reporting';
import type { DataLayerEvent } from './ga4-events';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Whether the shopper has granted analytics storage (bit 4 of the __consent cookie). */
export function analyticsGranted(cookie: string): boolean {
  const mask = parseConsentCookie(cookie);
  return mask !== null && hasConsent(mask, CONSENT_FLAGS.AnalyticsStorage);
}

/**
 * Pushes an analytics event onto the dataLayer, only when analytics consent is granted (spec
 * sections 4 and 9). Tracking never breaks the page: failures are swallowed, except for the
 * purchase, whose failures go to the error endpoint (spec section 8).
 */
export function track(event: DataLayerEvent, options: { readonly reportFailure?: boolean } = {}): void {
  try {
    if (typeof window === 'undefined' || !analyticsGranted(document.cookie)) return;
    (window.dataLayer ??= []).push(event);
  } catch (error) {
    if (options.reportFailure) reportClientError(error, 'error');
  }
}

/** Pushes a gtag command (Consent Mode) the way gtag.js does: its arguments object. */
export function gtag(...command: readonly unknown[]): void {
  try {
    const layer = (window.dataLayer ??= []);
    // gtag.js reads Arguments objects, not arrays.
    (function push(..._args: unknown[]) {
      // eslint-disable-next-line prefer-rest-params
      layer.push(arguments);
    })(...command);
  } catch {
    // Consent Mode is best effort.
  }
}
