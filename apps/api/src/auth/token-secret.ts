import { sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { queryRows } from '../db/query';

/**
 * The token-signing secret: JWT_SECRET when configured, else one generated on first use and kept
 * in app_settings, so every app server over the same database signs alike.
 */
export function tokenSecret(db: Db, configured: string | undefined): () => Promise<Uint8Array> {
  let secret: Promise<Uint8Array> | undefined;
  const load = async () => {
    if (configured) return new TextEncoder().encode(configured);
    const generated = randomBytes(32).toString('base64url');
    await db.execute(sql`insert into app_settings (key, value) values ('jwt_secret', ${generated}) on conflict (key) do nothing`);
    const [row] = await queryRows<{ value: string }>(db, sql`select value from app_settings where key = 'jwt_secret'`);
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
