import { readVatDisplayCookie } from '@nordshop/cart-domain';
import { parseConsentCookie } from '@nordshop/consent';
import { HTML_PAGE_CACHE } from './html-page-cache';
import { isPersonalRequest } from './page-privacy';

/**
 * The cache key of a page request (host, path and query), or null when the request must be
 * rendered for itself: not a GET, the bare `/` (it redirects by the shopper's locale cookie), a
 * personal request (signed in, or opening the login or a sign-in link: page-privacy.ts), or an
 * overlong URL. Pages rendered for a shopper who has not yet chosen about cookies (they carry the
 * consent banner) are kept apart, by the banner's own rule (`parseConsentCookie`: a mask 1..31),
 * and so are the pages of each price display the vat_display cookie names.
 */
export function htmlPageCacheKey(request: Request, host?: string): string | null {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (url.pathname === '/') return null;
  if (isPersonalRequest(request)) return null;
  const cookies = request.headers.get('cookie') ?? '';
  // Pages show the consent banner until the shopper has chosen (a valid mask, whatever else the
  // cookie holds): one version with the banner, one without.
  const consent = parseConsentCookie(cookies) === null ? '#consent-banner' : '';
  // Prices and the VAT switch render in the vat_display cookie's mode (docs/decisions 015).
  const vat = readVatDisplayCookie(cookies);
  const display = vat === null ? '' : vat ? '#incl-vat' : '#excl-vat';
  const key = `${host ?? request.headers.get('host') ?? url.host}${url.pathname}${url.search}${consent}${display}`;
  return key.length > HTML_PAGE_CACHE.maxKeyLength ? null : key;
}
