import * as z from 'zod';
import { AUTH_STRATEGIES, type AuthStrategy } from './auth-strategy';

/** The local storage key of the shop's persisted state (spec section 9), shared with the cart. */
export const AUTH_STORAGE_KEY = 'td02';

/** The property of the persisted object that holds the auth tokens (beside cart, history, ...). */
export const AUTH_STORAGE_FIELD = 'auth';

/**
 * A stored session. A myAccount session (its token is global) is kept in local storage across
 * visits; an order login (myOrder, not global) only in the tab's session storage, so it survives
 * a reload of the tab and ends with it. The refresh token itself is not stored: the API keeps it
 * in an HttpOnly `auth.` cookie (`refresh_cookie` true). `refresh_token` is read for sessions
 * stored before that and is null otherwise; a session from a `token` link has neither.
 */
export const PersistedAuthSchema = z.object({
  strategy: z.enum(AUTH_STRATEGIES),
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).nullable(),
  refresh_cookie: z.boolean().default(false),
});
export type PersistedAuth = z.infer<typeof PersistedAuthSchema>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseJson(stored: string | null): unknown {
  if (stored === null) return undefined;
  try {
    return JSON.parse(stored) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The stored session of `strategy` (default myAccount, the one local storage keeps; myOrder for
 * the tab's session storage) from the raw storage value under {@link AUTH_STORAGE_KEY} (null when
 * there is none), or null when nothing valid is stored: not JSON, no `auth` object, another
 * strategy, or empty tokens. Never throws.
 */
export function readPersistedAuth(
  stored: string | null,
  strategy: AuthStrategy = 'myAccount',
): PersistedAuth | null {
  const root = parseJson(stored);
  const parsed = PersistedAuthSchema.safeParse(
    isRecord(root) ? root[AUTH_STORAGE_FIELD] : undefined,
  );
  return parsed.success && parsed.data.strategy === strategy ? parsed.data : null;
}

/**
 * The new storage value with `auth` under {@link AUTH_STORAGE_FIELD}, or without that field
 * when `auth` is null (logged out, or a session kept elsewhere); the other parts of the stored object (cart,
 * history, ...) are kept, and a corrupt value is replaced. Returns a JSON string.
 */
export function writePersistedAuth(stored: string | null, auth: PersistedAuth | null): string {
  const root = parseJson(stored);
  const { [AUTH_STORAGE_FIELD]: _previous, ...kept } = isRecord(root) ? root : {};
  if (auth === null) return JSON.stringify(kept);
  const { strategy, access_token, refresh_token, refresh_cookie } = auth;
  return JSON.stringify({
    ...kept,
    [AUTH_STORAGE_FIELD]: { strategy, access_token, refresh_token, refresh_cookie },
  });
}
