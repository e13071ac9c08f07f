import { TD02_FIELDS } from '@nordshop/browser-state';
import { CONSENT_FLAGS, hasConsent, parseConsentCookie } from '@nordshop/consent';

/** Field of the td02 local storage value that holds the personalization provider's data. */
export const PERSONALIZATION_FIELD = TD02_FIELDS.recommendation;

/** What a tracking call needs. */
export interface PersonalizationTracking {
  /** The provider's tracking URL; null when none is configured (then nothing is sent). */
  readonly url: string | null;
  readonly websiteUuid: string;
}

/** Whether the shopper allows personalization (bits 8 and 16 of the __consent cookie). */
export function personalizationGranted(cookie: string): boolean {
  const mask = parseConsentCookie(cookie);
  return mask !== null && hasConsent(mask, CONSENT_FLAGS.AdPersonalization);
}

/**
 * The retail personalization provider's tracking call (spec section 7): POST { websiteUUid } to
 * the configured URL, answered with the visitor's id. Skipped (null) without a URL or without
 * personalization consent; a failure is swallowed (null), as tracking never breaks the page.
 */
export async function sendPersonalizationTracking(
  tracking: PersonalizationTracking,
  cookie: string,
  fetcher: (input: string, init: RequestInit) => Promise<Response>,
): Promise<string | null> {
  if (tracking.url === null || !personalizationGranted(cookie)) return null;
  try {
    const response = await fetcher(tracking.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ websiteUUid: tracking.websiteUuid }),
      credentials: 'omit',
    });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    const id =
      typeof body === 'object' && body !== null
        ? (body as Record<string, unknown>)['id']
        : undefined;
    return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
  } catch {
    return null;
  }
}
