import { SignJWT } from 'jose';
import { E2E_CONTENT_TOKEN_SECRET } from '../playwright.config';

/** A link token as the CMS or the newsletter service signs it with the shared secret. */
export async function contentToken(
  claims: Record<string, string>,
  expiresInSeconds = 3600,
): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + expiresInSeconds)
    .sign(new TextEncoder().encode(E2E_CONTENT_TOKEN_SECRET));
}
