import { randomBytes } from 'node:crypto';
import {
  signContentToken,
  type ContentTokenClaims,
  type SignContentTokenOptions,
} from '../src/content/content-token';
import type { SharedApi } from './shared-api';

/**
 * The content-token secret of the test API: CONTENT_TOKEN_SECRET is not set there, so it is the
 * one kept in app_settings. Written here if the API has not made it yet, the way the API does it
 * (the first writer wins and both read the stored value).
 */
export async function contentTokenSecretOf(api: SharedApi): Promise<string> {
  await api.sql(
    `insert into app_settings (key, value) values ('content_token_secret', '${randomBytes(32).toString('base64url')}') on conflict (key) do nothing`,
  );
  const [row] = await api.sql<{ value: string }>(
    `select value from app_settings where key = 'content_token_secret'`,
  );
  if (!row) throw new Error('no content token secret');
  return row.value;
}

/** A content token as the CMS or the newsletter would sign it for the test API. */
export async function contentToken(
  api: SharedApi,
  claims: ContentTokenClaims,
  options?: SignContentTokenOptions,
): Promise<string> {
  return signContentToken(claims, await contentTokenSecretOf(api), options);
}
