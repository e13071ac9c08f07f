import { fromPromise } from 'xstate';
import type { SyncCartInput, SyncCartOutput, SyncCouponsInput, SyncCouponsOutput } from '../index';

/** One call of a controlled actor: what it was given, and how to answer it. */
export interface ControlledCall<TInput, TOutput> {
  readonly input: TInput;
  /** Aborted when the machine stops the actor (a newer change superseded the request). */
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
 * The three actors the cart machine needs, each controlled by the test: pass `actors` to
 * `cartMachine.provide({ actors })`, then answer `syncCart[i]`, `loadCart[i]`, `syncCoupons[i]`.
 */
export function controlledCartActors() {
  const syncCart = controlledActor<SyncCartOutput, SyncCartInput>();
  const loadCart = controlledActor<SyncCartOutput, SyncCartInput>();
  const syncCoupons = controlledActor<SyncCouponsOutput, SyncCouponsInput>();
  return {
    actors: { syncCart: syncCart.logic, loadCart: loadCart.logic, syncCoupons: syncCoupons.logic },
    syncCart: syncCart.calls,
    loadCart: loadCart.calls,
    syncCoupons: syncCoupons.calls,
  };
}
