// Parts of the auth machine's config that need none of its setup: its missing-actor placeholder,
// the context of no session and the input of a refresh.
import type { RefreshInput } from './auth-actors';
import type { AuthContext } from './auth-context';

/** An actor the app must provide: it fails, naming what is missing. */
export function provideActor(name: string): () => Promise<never> {
  return () =>
    Promise.reject(
      new Error(`The auth machine needs the app's ${name} actor: authMachine.provide({ actors })`),
    );
}

/** The context fields of no session (logged out, or a login that has not answered yet). */
export const noSession = {
  tokens: null,
  user: null,
  via: null,
  refreshTried: false,
} as const satisfies Partial<AuthContext>;

/** The refresh call of the context's session. */
export function refreshInputOf({ context }: { context: AuthContext }): RefreshInput {
  return {
    strategy: context.strategy,
    refreshToken: context.tokens?.refresh_token ?? '',
    refreshByCookie: context.tokens?.refreshByCookie ?? false,
    accessToken: context.tokens?.access_token ?? '',
  };
}
