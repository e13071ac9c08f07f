import { sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { queryRows } from '../db/query';

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
    await db.execute(
      sql`insert into app_settings (key, value) values (${setting}, ${generated}) on conflict (key) do nothing`,
    );
    const [row] = await queryRows<{ value: string }>(
      db,
      sql`select value from app_settings where key = ${setting}`,
    );
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
