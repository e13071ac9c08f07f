import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';

export interface UpsellState {
  /** The product just added whose upsell is offered; null when none. */
  readonly productId: number | null;
  /** Whether the prompt is showing (it hides itself after 3 s). */
  readonly prompting: boolean;
  readonly offer: (productId: number) => void;
  readonly dismiss: () => void;
}

/**
 * Which product's upsell is offered, outside React's context: an offer tells the components that
 * show the upsell, and no context value changes (a new context value makes React search the whole
 * page for its readers, in the add's click).
 */
export class UpsellStore {
  private state: UpsellState;
  private readonly listeners = new Set<() => void>();

  constructor() {
    this.state = { productId: null, prompting: false, offer: this.offer, dismiss: this.dismiss };
  }

  /** Offers the upsell of `productId` (the product just added); the prompt shows. */
  offer = (productId: number): void => {
    this.set({ productId, prompting: true });
  };

  /** Hides the prompt; the product stays for the upselling drawer. */
  dismiss = (): void => {
    this.set({ prompting: false });
  };

  snapshot = (): UpsellState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(change: Partial<Pick<UpsellState, 'productId' | 'prompting'>>): void {
    const next = { ...this.state, ...change };
    if (next.productId === this.state.productId && next.prompting === this.state.prompting) return;
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}

const UpsellContext = createContext<UpsellStore | null>(null);

/** Holds which product's upsell is offered after an add (spec section 4, cart panel). */
export function UpsellProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => new UpsellStore());
  return <UpsellContext.Provider value={store}>{children}</UpsellContext.Provider>;
}

function useUpsellStore(): UpsellStore {
  const store = useContext(UpsellContext);
  if (!store) throw new Error('useUpsell needs an UpsellProvider above it');
  return store;
}

/** The upsell of the page. */
export function useUpsell(): UpsellState {
  const store = useUpsellStore();
  return useSyncExternalStore(store.subscribe, store.snapshot, store.snapshot);
}

/**
 * Offers the upsell of a product just added. Unlike {@link useUpsell}, the caller does not
 * re-render when the offer changes (a page full of add buttons stays put on an add).
 */
export function useUpsellOffer(): UpsellState['offer'] {
  return useUpsellStore().offer;
}
