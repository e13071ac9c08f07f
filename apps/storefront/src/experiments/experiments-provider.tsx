import {
  effectiveVariant,
  sameExperimentState,
  type ExperimentName,
  type ExperimentState,
  type ExperimentVariants,
} from '@nordshop/experiments';
import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useGlobalSearch, useRouterContext } from '../routing/hooks';
import { nextTask } from '../routing/next-task';
import { initialVariants } from './initial-variants';

const ExperimentsContext = createContext<ExperimentState | null>(null);

/** The session's experiments once loaded (the rendered ones until then, on the server). */
const LoadedExperimentsContext = createContext<(() => Promise<ExperimentState>) | null>(null);

/**
 * The page's experiment variants (spec sections 4 and 9): the defaults and query overrides while
 * rendering and hydrating, then the session's own (stored, drawn, provider rules) once loaded.
 */
export function ExperimentsProvider({ children }: { children: ReactNode }) {
  const search = useGlobalSearch();
  const { experimentSettings } = useRouterContext();
  const [state, setState] = useState<ExperimentState>(() => ({
    variants: initialVariants(search),
    lastError: null,
  }));
  // The session's experiments as they load: a call made before they are there waits for them.
  const loaded = useRef<Promise<ExperimentState> | null>(null);
  const [loadedExperiments] = useState(() => () => loaded.current ?? Promise.resolve(state));
  useEffect(() => {
    let live = true;
    const loading = import('./session-experiments')
      .then(nextTask)
      .then(({ sessionExperiments }) => sessionExperiments(search, experimentSettings));
    loaded.current = loading.catch(() => state);
    loading
      .then((next) => {
        // Same variants: no new context value, so nothing renders again. Changed ones render in a
        // transition, which yields to the browser instead of re-rendering a product grid in one task.
        if (live)
          startTransition(() =>
            setState((current) => (sameExperimentState(current, next) ? current : next)),
          );
      })
      .catch((error: unknown) => {
        // The experiment code could not load: the defaults apply, the failure is kept (spec section 8).
        if (live)
          setState((current) => ({
            ...current,
            lastError: error instanceof Error ? error.message : String(error),
          }));
      });
    return () => {
      live = false;
    };
  }, [search, experimentSettings]);
  return (
    <ExperimentsContext.Provider value={state}>
      <LoadedExperimentsContext.Provider value={loadedExperiments}>
        {children}
      </LoadedExperimentsContext.Provider>
    </ExperimentsContext.Provider>
  );
}

/**
 * The variant of an experiment for a call the shopper starts (a search as they type): the
 * session's own, waiting for the session's experiments when they are still loading right after the
 * page starts, so a fast first search already goes to the session's provider.
 */
export function useSessionVariant(): <N extends ExperimentName>(
  name: N,
) => Promise<ExperimentVariants[N]> {
  const loaded = useContext(LoadedExperimentsContext);
  if (!loaded) throw new Error('useSessionVariant needs an ExperimentsProvider above it');
  return async (name) => effectiveVariant(await loaded(), name);
}

/** The variant of an experiment for this visit (its default while the experiments failed to start). */
export function useExperiment<N extends ExperimentName>(name: N): ExperimentVariants[N] {
  const state = useContext(ExperimentsContext);
  if (!state) throw new Error('useExperiment needs an ExperimentsProvider above it');
  return effectiveVariant(state, name);
}
