import { TD02_FIELDS, type Td02, type Td02Patch } from '@nordshop/browser-state';
import * as z from 'zod';
import { AUTH_STRATEGIES, type AuthStrategy } from './auth-strategy';

/** The field of the td02 value (libs/browser-state) that holds the auth tokens (beside cart, ...). */
export const AUTH_STORAGE_FIELD = TD02_FIELDS.auth;

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

/**
 * The stored session of `strategy` (default myAccount, the one local storage keeps; myOrder for
 * the tab's session storage) in a td02 value (`readTd02(storage)` of libs/browser-state), or null
 * when nothing valid is stored: no `auth` object, another strategy, or empty tokens. Never throws.
 */
export function readPersistedAuth(
  td02: Td02,
  strategy: AuthStrategy = 'myAccount',
): PersistedAuth | null {
  const parsed = PersistedAuthSchema.safeParse(td02[AUTH_STORAGE_FIELD]);
  return parsed.success && parsed.data.strategy === strategy ? parsed.data : null;
}

/**
 * The td02 patch that stores `auth` under {@link AUTH_STORAGE_FIELD} (only the session fields),
 * or removes that field when `auth` is null (logged out, or a session kept elsewhere). Pass it to
 * `patchTd02`, which keeps the other fields (cart, history, ...).
 */
export function persistedAuthPatch(auth: PersistedAuth | null): Td02Patch {
  if (auth === null) return { [AUTH_STORAGE_FIELD]: undefined };
  const { strategy, access_token, refresh_token, refresh_cookie } = auth;
  return { [AUTH_STORAGE_FIELD]: { strategy, access_token, refresh_token, refresh_cookie } };
}
