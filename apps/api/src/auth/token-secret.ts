import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Db } from '../platform/db/database';
import { appSettings } from '../platform/db/schema';

/** The app_settings keys of the generated secrets: login tokens (JWT_SECRET) and content links (CONTENT_TOKEN_SECRET). */
export type SecretSetting = 'jwt_secret' | 'content_token_secret';

/**
 * A token-signing secret: the configured one (JWT_SECRET, CONTENT_TOKEN_SECRET) when given, else
 * one generated on first use and kept in app_settings under `setting`, so every app server over
 * the same database (and the content-link CLI) signs alike.
 */
export function tokenSecret(
  db: Db,
  configured: string | undefined,
  setting: SecretSetting = 'jwt_secret',
): () => Promise<Uint8Array> {
  let secret: Promise<Uint8Array> | undefined;
  const load = async () => {
    if (configured) return new TextEncoder().encode(configured);
    const generated = randomBytes(32).toString('base64url');
    // The first process to store one wins; every other reads the winner's.
    await db
      .insert(appSettings)
      .values({ key: setting, value: generated })
      .onConflictDoNothing({ target: appSettings.key });
    const [row] = await db
      .select({ value: appSettings.value })
      .from(appSettings)
      .where(eq(appSettings.key, setting));
    return new TextEncoder().encode(row?.value ?? generated);
  };
  return () => {
    secret ??= load().catch((err: unknown) => {
      secret = undefined;
      throw err;
    });
    return secret;
  };
}
