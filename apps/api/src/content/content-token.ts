import { PageSlugParamSchema } from '@nordshop/api-contract';
import { LOCALE_CODES } from '@nordshop/locale-config';
import { errors, jwtVerify, SignJWT } from 'jose';
import * as z from 'zod';

/** How far ahead of its use a page-preview token may expire: 24 hours (seconds). */
export const PAGE_PREVIEW_MAX_AGE_SECONDS = 24 * 60 * 60;

/** Claims of a page-preview link: the CMS lets an editor see the draft of one page of one storefront. */
export const PagePreviewClaimsSchema = z.object({
  purpose: z.literal('page-preview'),
  locale: z.enum(LOCALE_CODES),
  slug: PageSlugParamSchema.shape.slug,
});
export type PagePreviewClaims = z.infer<typeof PagePreviewClaimsSchema>;

/** Claims of a newsletter unsubscribe link: one address on the list of one storefront. */
export const UnsubscribeClaimsSchema = z.object({
  purpose: z.literal('unsubscribe'),
  locale: z.enum(LOCALE_CODES),
  email: z.email().max(254),
});
export type UnsubscribeClaims = z.infer<typeof UnsubscribeClaimsSchema>;

/** What a content token (HS256 JWT signed with CONTENT_TOKEN_SECRET) may say, told apart by `purpose`. */
export const ContentTokenClaimsSchema = z.discriminatedUnion('purpose', [
  PagePreviewClaimsSchema,
  UnsubscribeClaimsSchema,
]);
export type ContentTokenClaims = z.infer<typeof ContentTokenClaimsSchema>;
export type ContentTokenPurpose = ContentTokenClaims['purpose'];

/** Options of {@link signContentToken}. */
export interface SignContentTokenOptions {
  /** Issue time (default: the clock). */
  readonly now?: Date;
  /**
   * Lifetime in seconds; `null` for a token that does not expire. Default: 24 hours for a page
   * preview (which must expire, at most 24 hours ahead), none for an unsubscribe link.
   */
  readonly expiresInSeconds?: number | null;
}

const keyOf = (secret: string | Uint8Array) =>
  typeof secret === 'string' ? new TextEncoder().encode(secret) : secret;

/**
 * Signs a content token as the CMS and the newsletter do: an HS256 JWT with the claims, `iat` and
 * (for previews always) `exp`. The verifier, not this function, enforces the lifetime rules, so
 * tests can make tokens that break them.
 */
export async function signContentToken(
  claims: ContentTokenClaims,
  secret: string | Uint8Array,
  options: SignContentTokenOptions = {},
): Promise<string> {
  const issuedAt = Math.floor((options.now ?? new Date()).getTime() / 1000);
  const lifetime =
    options.expiresInSeconds === undefined
      ? claims.purpose === 'page-preview'
        ? PAGE_PREVIEW_MAX_AGE_SECONDS
        : null
      : options.expiresInSeconds;
  const jwt = new SignJWT({ ...ContentTokenClaimsSchema.parse(claims) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(issuedAt);
  if (lifetime !== null) jwt.setExpirationTime(issuedAt + lifetime);
  return jwt.sign(keyOf(secret));
}

/** Why a content token was refused. */
export type ContentTokenRejection = 'invalid' | 'expired' | 'wrong_purpose' | 'expires_too_late';

/** The outcome of {@link verifyContentToken}: the claims of a good token, or why it is refused. */
export type ContentTokenCheck<P extends ContentTokenPurpose> =
  | { readonly ok: true; readonly claims: Extract<ContentTokenClaims, { purpose: P }> }
  | { readonly ok: false; readonly reason: ContentTokenRejection };

/**
 * Checks a content token for one purpose at the instant `now`: the HS256 signature, `exp` when
 * present (required for page previews, and then at most {@link PAGE_PREVIEW_MAX_AGE_SECONDS}
 * ahead) and the claims of the purpose. A refusal is a value, not an exception.
 */
export async function verifyContentToken<P extends ContentTokenPurpose>(
  token: string,
  secret: string | Uint8Array,
  purpose: P,
  now: Date,
): Promise<ContentTokenCheck<P>> {
  const preview = purpose === 'page-preview';
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ['HS256'],
      currentDate: now,
      requiredClaims: preview ? ['exp'] : [],
    }));
  } catch (err) {
    return { ok: false, reason: err instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
  if (payload['purpose'] !== purpose) return { ok: false, reason: 'wrong_purpose' };
  const claims = ContentTokenClaimsSchema.safeParse(payload);
  if (!claims.success || claims.data.purpose !== purpose) return { ok: false, reason: 'invalid' };
  if (preview && Number(payload['exp']) - now.getTime() / 1000 > PAGE_PREVIEW_MAX_AGE_SECONDS)
    return { ok: false, reason: 'expires_too_late' };
  return { ok: true, claims: claims.data as Extract<ContentTokenClaims, { purpose: P }> };
}
