import type { ExperimentName, ExperimentVariants } from '@nordshop/experiments';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useGlobalSearch, useRouterContext } from '../routing/hooks';
import { initialVariants } from './initial-variants';

const ExperimentsContext = createContext<ExperimentVariants | null>(null);

/**
 * The page's experiment variants (spec sections 4 and 9): the defaults and query overrides while
 * rendering and hydrating, then the session's own (stored, drawn, provider rules) once loaded.
 */
export function ExperimentsProvider({ children }: { children: ReactNode }) {
  const search = useGlobalSearch();
  const { experimentSettings } = useRouterContext();
  const [variants, setVariants] = useState(() => initialVariants(search));
  useEffect(() => {
    let live = true;
    import('./session-experiments')
      .then(({ sessionExperiments }) => {
        if (live) setVariants(sessionExperiments(search, experimentSettings));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [search, experimentSettings]);
  return <ExperimentsContext.Provider value={variants}>{children}</ExperimentsContext.Provider>;
}

/** The variant of an experiment for this visit. */
export function useExperiment<N extends ExperimentName>(name: N): ExperimentVariants[N] {
  const variants = useContext(ExperimentsContext);
  if (!variants) throw new Error('useExperiment needs an ExperimentsProvider above it');
  return variants[name];
}
