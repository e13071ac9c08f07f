/**
 * The cookie that tells the server the shopper's price display (spec sections 1 and 4), so the
 * page is rendered in it: `incl` (private, prices including VAT) or `excl` (company). The cart's
 * `vat` flag in local storage stays the source; the cookie mirrors it.
 */
export const VAT_DISPLAY_COOKIE = 'vat_display';

/** How long the cookie is kept: a year, in seconds. */
export const VAT_DISPLAY_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * The price display a `Cookie` header (or `document.cookie`) names: true for `incl`, false for
 * `excl`, null when the cookie is absent or holds anything else (the mode is not known).
 */
export function readVatDisplayCookie(cookies: string): boolean | null {
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== VAT_DISPLAY_COOKIE) continue;
    const value = part.slice(separator + 1).trim();
    if (value === 'incl') return true;
    if (value === 'excl') return false;
    return null;
  }
  return null;
}

/**
 * The `document.cookie` assignment that stores the price display for a year on every path of the
 * site (SameSite=Lax; Secure over HTTPS).
 */
export function vatDisplayCookie(includeVat: boolean, options: { secure: boolean }): string {
  return [
    `${VAT_DISPLAY_COOKIE}=${includeVat ? 'incl' : 'excl'}`,
    'Path=/',
    `Max-Age=${VAT_DISPLAY_COOKIE_MAX_AGE}`,
    'SameSite=Lax',
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}
