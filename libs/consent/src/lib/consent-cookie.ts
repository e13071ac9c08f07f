import {
  CONSENT_COOKIE,
  consentCookieMaxAge,
  isConsentMask,
  normalizeConsentMask,
} from './consent-flags';

/** A cookie value that can be a mask: a decimal 1..31 without sign, leading zeros or spaces. */
const MASK_VALUE = /^[1-9][0-9]?$/;

/** A cookie value that names things wrongly, with every wrong field at once (`mask`, `domain`). */
export class ConsentCookieError extends RangeError {
  constructor(readonly fields: Readonly<Record<string, string>>) {
    super(`Invalid consent cookie: ${Object.keys(fields).join(', ')}`);
    this.name = 'ConsentCookieError';
  }
}

/** Attributes of the written cookie. */
export interface ConsentCookieOptions {
  /** Adds `Secure` (every HTTPS storefront). */
  readonly secure: boolean;
  /** Adds `Domain=<domain>`; a host name such as `nordshop.se` or `.nordshop.se`. */
  readonly domain?: string;
}

const DOMAIN = /^\.?[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/i;

/** The raw value of the first cookie named `name` in a `Cookie` header or `document.cookie`. */
function cookieValue(cookies: string, name: string): string | undefined {
  for (const pair of cookies.split(';')) {
    const eq = pair.indexOf('=');
    if (eq !== -1 && pair.slice(0, eq).trim() === name) return pair.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * The consent mask stored in a `Cookie` request header or a `document.cookie` string: null when
 * there is no `__consent` cookie or its value is not a mask 1..31 (the banner then shows).
 * Necessary is always on in the result. The first `__consent` cookie wins.
 */
export function parseConsentCookie(cookieHeaderOrDocumentCookie: string): number | null {
  const value = cookieValue(cookieHeaderOrDocumentCookie, CONSENT_COOKIE);
  if (value === undefined) return null;
  return MASK_VALUE.test(value) ? normalizeConsentMask(Number(value)) : null;
}

/**
 * The `Set-Cookie` value (or `document.cookie` assignment) that stores `mask`:
 * `__consent=<mask>; Path=/[; Domain=<domain>]; Max-Age=<s>; SameSite=Lax[; Secure]`, living
 * 30 days when anything beyond Necessary is granted, else 1 day (spec section 9).
 * Throws a `ConsentCookieError` naming the fields for a mask outside 1..31 without the Necessary
 * bit, or a domain that is not a host name.
 */
export function consentCookieString(mask: number, options: ConsentCookieOptions): string {
  const problems: Record<string, string> = {};
  if (!isConsentMask(mask)) problems.mask = 'not a consent mask 1..31 with Necessary set';
  if (options.domain !== undefined && !DOMAIN.test(options.domain))
    problems.domain = 'not a host name';
  if (Object.keys(problems).length > 0) {
    throw new ConsentCookieError(problems);
  }
  return [
    `${CONSENT_COOKIE}=${mask}`,
    'Path=/',
    ...(options.domain === undefined ? [] : [`Domain=${options.domain}`]),
    `Max-Age=${consentCookieMaxAge(mask)}`,
    'SameSite=Lax',
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}
