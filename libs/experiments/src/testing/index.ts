import { mergeTd02, parseTd02 } from '@nordshop/browser-state';
import { storedExperimentsPatch } from '../index';
import type {
  ExperimentConfig,
  ExperimentStorage,
  ResolveExperimentsInput,
  StoredExperiments,
} from '../index';

/**
 * The session storage text after storing `variants` over the text `stored` (null: nothing), as
 * `patchTd02(storage, storedExperimentsPatch(variants))` writes it.
 */
export function storedTextWith(stored: string | null, variants: StoredExperiments): string {
  return JSON.stringify(mergeTd02(parseTd02(stored), storedExperimentsPatch(variants)));
}

/** An in-memory {@link ExperimentStorage} holding `initial` (key to raw value); `items` shows what it holds. */
export function memoryStorage(
  initial: Readonly<Record<string, string>> = {},
): ExperimentStorage & { readonly items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
  };
}

/** A storage that throws on every call, as a blocked session storage does. */
export function blockedStorage(): ExperimentStorage {
  const blocked = (): never => {
    throw new Error('SecurityError: storage is blocked');
  };
  return { getItem: blocked, setItem: blocked };
}

/** A config without external providers. */
export const NO_EXTERNAL_PROVIDERS: ExperimentConfig = {
  externalSearch: false,
  externalRecommendations: false,
};

/**
 * The input of a first visit on an active domain: nothing stored, no query, no external providers,
 * a draw of 0.25 (original), domain nordshop.se among every storefront; `overrides` on top.
 */
export function aResolveInput(
  overrides: Partial<ResolveExperimentsInput> = {},
): ResolveExperimentsInput {
  return {
    stored: undefined,
    query: {},
    config: NO_EXTERNAL_PROVIDERS,
    random: () => 0.25,
    domain: 'nordshop.se',
    activeDomains: ['nordshop.se', 'nordshop.no', 'nordshop.dk', 'nordshop.fi', 'nordshop.nl'],
    ...overrides,
  };
}
