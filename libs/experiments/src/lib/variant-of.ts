import { defaultVariant, isExperimentName, DEFAULT_VARIANT } from './experiments';
import type { ExperimentName, ExperimentVariants } from './experiments';

/**
 * The experiments of one visit: the variant of every experiment, and the message of the error
 * that kept the experiment client from starting (null when it started).
 */
export interface ExperimentState {
  readonly variants: ExperimentVariants;
  readonly lastError: string | null;
}

/**
 * The variant of experiment `name` ('original' for an experiment the shop does not know), or
 * null while the experiment client has failed to start (`lastError` set; spec section 8).
 */
export function variantOf<N extends ExperimentName>(
  state: ExperimentState,
  name: N,
): ExperimentVariants[N] | null;
export function variantOf(state: ExperimentState, name: string): string | null;
export function variantOf(state: ExperimentState, name: string): string | null {
  if (state.lastError !== null) return null;
  return isExperimentName(name) ? state.variants[name] : DEFAULT_VARIANT;
}

/**
 * The variant of experiment `name` to act on: {@link variantOf}, or the experiment's default when
 * that is null ("defaults apply", spec section 8).
 */
export function effectiveVariant<N extends ExperimentName>(
  state: ExperimentState,
  name: N,
): ExperimentVariants[N];
export function effectiveVariant(state: ExperimentState, name: string): string;
export function effectiveVariant(state: ExperimentState, name: string): string {
  return variantOf(state, name) ?? defaultVariant(name);
}

/**
 * Whether two experiment states show the same variants and the same error: a visit whose session
 * variants equal the page's defaults needs no new render.
 */
export function sameExperimentState(a: ExperimentState, b: ExperimentState): boolean {
  if (a.lastError !== b.lastError) return false;
  const names = new Set([
    ...Object.keys(a.variants),
    ...Object.keys(b.variants),
  ]) as Set<ExperimentName>;
  return [...names].every((name) => a.variants[name] === b.variants[name]);
}
