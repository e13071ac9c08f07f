import type { AuthServices } from '../auth/auth-services';
import type { ApiEnv } from '../platform/http/api-env';

/** What my account asks of the app's shared services: the clock and the caller's tokens. */
export type AccountServices = AuthServices;

/** The context of my account's handlers. */
export type AccountEnv = ApiEnv<AccountServices>;
