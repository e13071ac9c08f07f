import type { TokensResponse } from '@nordshop/api-contract';
import { fromPromise } from 'xstate';
import type { AuthUser, FetchUserInput, LinkLoginInput, LoginInput, RefreshInput } from '../index';

/** One call of a controlled actor: what it was given, and how to answer it. */
export interface ControlledCall<TInput, TOutput> {
  readonly input: TInput;
  /** Aborted when the machine stops the actor (a newer login or a logout superseded it). */
  readonly signal: AbortSignal;
  readonly resolve: (output: TOutput) => void;
  readonly reject: (error: unknown) => void;
}

/** A promise actor whose calls wait until the test answers them, in any order. */
export function controlledActor<TOutput, TInput>() {
  const calls: ControlledCall<TInput, TOutput>[] = [];
  const logic = fromPromise<TOutput, TInput>(
    ({ input, signal }) =>
      new Promise<TOutput>((resolve, reject) => {
        calls.push({ input, signal, resolve, reject });
      }),
  );
  return { logic, calls };
}

/**
 * The four actors the auth machine needs, each controlled by the test: pass `actors` to
 * `authMachine.provide({ actors })`, then answer `login[i]`, `linkLogin[i]`, `refresh[i]`,
 * `fetchUser[i]`.
 */
export function controlledAuthActors() {
  const login = controlledActor<TokensResponse, LoginInput>();
  const linkLogin = controlledActor<TokensResponse, LinkLoginInput>();
  const refresh = controlledActor<TokensResponse, RefreshInput>();
  const fetchUser = controlledActor<AuthUser, FetchUserInput>();
  return {
    actors: {
      login: login.logic,
      linkLogin: linkLogin.logic,
      refresh: refresh.logic,
      fetchUser: fetchUser.logic,
    },
    login: login.calls,
    linkLogin: linkLogin.calls,
    refresh: refresh.calls,
    fetchUser: fetchUser.calls,
  };
}
