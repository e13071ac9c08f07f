import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

export interface UpsellState {
  /** The product just added whose upsell is offered; null when none. */
  readonly productId: number | null;
  /** Whether the prompt is showing (it hides itself after 3 s). */
  readonly prompting: boolean;
  readonly offer: (productId: number) => void;
  readonly dismiss: () => void;
}

const UpsellContext = createContext<UpsellState | null>(null);

/** Holds which product's upsell is offered after an add (spec section 4, cart panel). */
export function UpsellProvider({ children }: { children: ReactNode }) {
  const [productId, setProductId] = useState<number | null>(null);
  const [prompting, setPrompting] = useState(false);
  const value = useMemo<UpsellState>(
    () => ({
      productId,
      prompting,
      offer: (id) => {
        setProductId(id);
        setPrompting(true);
      },
      dismiss: () => setPrompting(false),
    }),
    [productId, prompting],
  );
  return <UpsellContext.Provider value={value}>{children}</UpsellContext.Provider>;
}

/** The upsell of the page. */
export function useUpsell(): UpsellState {
  const state = useContext(UpsellContext);
  if (!state) throw new Error('useUpsell needs an UpsellProvider above it');
  return state;
}
