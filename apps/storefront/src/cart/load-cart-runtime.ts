import { browserIdleScheduler, type IdleScheduler } from '../navigation/idle-prefetch';
import { browserLoaders } from '../routing/lazy-api-client';

const importCartRuntime = () => import('./cart-runtime');

let loading: ReturnType<typeof importCartRuntime> | undefined;

/**
 * The cart runtime's chunk (cart machine and drawers, cart-runtime.tsx), run once per page; a
 * failed fetch is tried again on the next call. The page's bootstrap fetches it ahead at idle
 * (server/page-bootstrap.ts, PREFETCHED_SOURCES), and {@link runCartRuntimeAhead} runs it.
 */
export function loadCartRuntime(): ReturnType<typeof importCartRuntime> {
  loading ??= importCartRuntime().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Waits at most this long for each idle period before the next step runs anyway. */
const RUN_AHEAD_TIMEOUT_MS = 5_000;

/**
 * The cart runtime's code in the order it is run ahead, one step per idle period: its largest
 * libraries alone first (XState; zod with the catalog's response schemas, which the cart's first
 * sync loads anyway), then the rest. Run in one go, the chunk and its libraries made one long
 * task that held up the page (Lighthouse TBT); a later click that needs them would otherwise wait
 * for that task.
 */
const RUN_AHEAD_STEPS: readonly (() => Promise<unknown>)[] = [
  () => import('xstate'),
  browserLoaders.catalog,
  loadCartRuntime,
];

/**
 * Runs the cart runtime's code ahead of the shopper's first add, a step per idle period of the
 * browser (the early drawer shows an add at once in any case; the machine then takes over).
 * Stops at a step that fails: the add loads what it needs then.
 */
export function runCartRuntimeAhead(
  scheduler: IdleScheduler = browserIdleScheduler,
  runSteps: readonly (() => Promise<unknown>)[] = RUN_AHEAD_STEPS,
): void {
  const steps = [...runSteps];
  const next = () => {
    const step = steps.shift();
    if (step === undefined) return;
    step().then(
      () => scheduler.requestIdle(next, RUN_AHEAD_TIMEOUT_MS),
      () => undefined,
    );
  };
  scheduler.requestIdle(next, RUN_AHEAD_TIMEOUT_MS);
}
