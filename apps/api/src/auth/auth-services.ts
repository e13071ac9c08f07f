import type { Context } from 'hono';
import type { Database } from '../platform/db/database';
import type { ApiEnv } from '../platform/http/api-env';
import type { TokenService } from './tokens';
import type { MailServices } from '../mail/mail-services';

/** What sign-in and the checks of a caller's token ask of the app's shared services. */
export interface AuthServices {
  readonly now: () => Date;
  readonly tokens: TokenService;
}

/** The context of the sign-in routes, which also mail (a password change's notice, login links). */
export type SignInEnv = ApiEnv<AuthServices & MailServices>;

/** The context of a handler that reads the caller's token. */
export type AuthEnv = ApiEnv<AuthServices>;

/** What a handler of any module gives the auth checks: the database, the auth services and the client's address. */
export interface AuthVariables {
  readonly database: Database;
  readonly services: AuthServices;
  readonly clientAddress: string | undefined;
}

/** The auth checks' view of a handler's context, whatever wider services its module has. */
export function authVariables<E extends AuthEnv>(c: Context<E>): AuthVariables {
  const { database, services, clientAddress }: AuthEnv['Variables'] = c.var;
  return { database, services, clientAddress };
}
