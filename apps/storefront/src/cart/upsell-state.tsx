import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export interface UpsellState {
  /** The product just added whose upsell is offered; null when none. */
  readonly productId: number | null;
  /** Whether the prompt is showing (it hides itself after 3 s). */
  readonly prompting: boolean;
  readonly offer: (productId: number) => void;
  readonly dismiss: () => void;
}

const UpsellContext = createContext<UpsellState | null>(null);

/** The offer alone, stable for the page: an add button re-renders with no upsell change. */
const UpsellOfferContext = createContext<UpsellState['offer']>(() => undefined);

/** Holds which product's upsell is offered after an add (spec section 4, cart panel). */
export function UpsellProvider({ children }: { children: ReactNode }) {
  const [productId, setProductId] = useState<number | null>(null);
  const [prompting, setPrompting] = useState(false);
  const offer = useCallback((id: number) => {
    setProductId(id);
    setPrompting(true);
  }, []);
  const value = useMemo<UpsellState>(
    () => ({ productId, prompting, offer, dismiss: () => setPrompting(false) }),
    [productId, prompting, offer],
  );
  return (
    <UpsellOfferContext.Provider value={offer}>
      <UpsellContext.Provider value={value}>{children}</UpsellContext.Provider>
    </UpsellOfferContext.Provider>
  );
}

/** The upsell of the page. */
export function useUpsell(): UpsellState {
  const state = useContext(UpsellContext);
  if (!state) throw new Error('useUpsell needs an UpsellProvider above it');
  return state;
}

/**
 * Offers the upsell of a product just added. Unlike {@link useUpsell}, the caller does not
 * re-render when the offer changes (a page full of add buttons stays put on an add).
 */
export function useUpsellOffer(): UpsellState['offer'] {
  return useContext(UpsellOfferContext);
}
