import { isJsonObject, parseTd02, type Td02 } from '@nordshop/browser-state';
import { CAMPAIGN_PARAMS, type CartContext, type CartEvent } from '@nordshop/cart-domain';
import { localArea } from '../storage/storage-areas';
import { keepPendingAdd, pendingUnits, storedPendingAdds, type PendingAdd } from './pending-adds';

/** What the header and prices need of the cart before (and after) the cart machine runs. */
export interface CartSummary {
  /** Units in the cart. */
  readonly count: number;
  /** true: prices including VAT. */
  readonly vat: boolean;
}

/** The running cart machine, as the page's store sees it (see cart-runtime.tsx). */
export interface CartRuntime {
  readonly send: (event: CartEvent) => void;
  /**
   * Takes an add the page has shown (CartStore.add) into the cart, opening the drawer when asked.
   * `kept`: the add was kept in storage (pending-adds.ts), and goes in only while it is still there.
   */
  readonly takeAdd: (add: PendingAdd, options: TakeAddOptions) => void;
  readonly summary: () => CartSummary;
  /** The whole cart as the machine holds it now. */
  readonly context: () => CartContext;
  /** Calls `listener` after every change of the cart; returns the unsubscribe. */
  readonly subscribe: (listener: () => void) => () => void;
}

/** How an add the page has shown goes into the cart: whether the drawer opens, whether it was kept. */
export interface TakeAddOptions {
  readonly openDrawer: boolean;
  readonly kept: boolean;
}

/** A change to the cart, applied once the cart machine runs. */
export type CartCommand = (runtime: CartRuntime) => void;

/**
 * A line added while the cart machine loads, as the early drawer shows it: the product (or
 * variation) SKU, name and picture URL, and the units added (whole number >= 1).
 */
export interface EarlyLine {
  readonly sku: string;
  readonly name: string;
  readonly thumb: string;
  readonly quantity: number;
}

/** The line of the early drawer an add shows: the variation's (or product's) SKU, name and picture. */
export function earlyLineOf(add: PendingAdd): EarlyLine {
  const source = add.variation ?? add.product;
  return { sku: source.sku, name: source.name, thumb: source.thumb.url, quantity: add.quantity };
}

/** `lines` with `line` added: a SKU already there gains its units, a new one comes last. */
export function withEarlyLine(lines: readonly EarlyLine[], line: EarlyLine): EarlyLine[] {
  const known = lines.some((entry) => entry.sku === line.sku);
  return known
    ? lines.map((entry) =>
        entry.sku === line.sku ? { ...entry, quantity: entry.quantity + line.quantity } : entry,
      )
    : [...lines, line];
}

/**
 * An empty cart including VAT: what the server renders. One object, so that a page whose stored
 * cart is empty hydrates without a second render of every price (useSyncExternalStore compares
 * the server's and the browser's snapshots by identity).
 */
export const EMPTY_SUMMARY: CartSummary = { count: 0, vat: true };

/**
 * An empty cart excluding VAT: what the server renders for a shopper whose vat_display cookie says
 * company, one object on server and browser like {@link EMPTY_SUMMARY}.
 */
export const EMPTY_EX_VAT_SUMMARY: CartSummary = { count: 0, vat: false };

/**
 * The summary the server renders (and hydration starts from): an empty cart in the display mode
 * of the vat_display cookie (`includeVat`, null when absent), including VAT where the storefront
 * offers no ex-VAT display or the mode is not known.
 */
export function serverSummary(includeVat: boolean | null, allowExVat: boolean): CartSummary {
  return allowExVat && includeVat === false ? EMPTY_EX_VAT_SUMMARY : EMPTY_SUMMARY;
}

/** The `cart` object of a td02 value; undefined when absent or unreadable. */
function storedCart(td02: Td02): Record<string, unknown> | undefined {
  const cart = td02.cart;
  return isJsonObject(cart) ? cart : undefined;
}

/**
 * The cart's count and VAT flag from the td02 local storage value, without the cart machine or
 * schema validation (the machine validates the cart when it loads it): the units of its lines and
 * of the adds already shown that the machine has not taken in yet (pending-adds.ts). Unreadable
 * parts count as an empty cart including VAT.
 */
export function summaryFromStorage(stored: string | null): CartSummary {
  const td02 = parseTd02(stored);
  const cart = storedCart(td02) ?? {};
  const items = Array.isArray(cart['items']) ? cart['items'] : [];
  const count = items.reduce<number>((sum, line) => {
    const quantity = isJsonObject(line) ? line['quantity'] : undefined;
    return typeof quantity === 'number' && Number.isInteger(quantity) && quantity > 0
      ? sum + quantity
      : sum;
  }, pendingUnits(td02));
  const vat = cart['vat'] !== false;
  if (count === 0) return vat ? EMPTY_SUMMARY : EMPTY_EX_VAT_SUMMARY;
  return { count, vat };
}

/** Query parameters of a landing URL that the cart machine takes in (spec section 2). */
const CART_LANDING_PARAMS = ['disc', 'atc', ...CAMPAIGN_PARAMS] as const;

/**
 * Whether the cart machine has work as soon as the page runs: a stored cart with lines or coupons
 * to re-price (or its drawer open), adds shown before a reload to take in, or a landing URL with a
 * coupon, an add-to-cart list or campaign parameters. Otherwise it loads at the first cart command.
 */
export function cartNeedsMachine(stored: string | null, search: string): boolean {
  const params = new URLSearchParams(search);
  if (CART_LANDING_PARAMS.some((name) => params.has(name))) return true;
  const td02 = parseTd02(stored);
  if (storedPendingAdds(td02).length > 0) return true;
  const cart = storedCart(td02);
  if (!cart) return false;
  const filled = (key: string) => Array.isArray(cart[key]) && cart[key].length > 0;
  return filled('items') || filled('coupons') || cart['open'] === true;
}

/** Runs `task` after the browser has painted the current frame (a task after the next frame). */
function afterNextPaint(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task, 0));
}

/** The early drawer's lines of the cart as the machine holds it. */
function earlyLinesOf(cart: CartContext | null): EarlyLine[] {
  return (cart?.items ?? []).map((item) => ({
    sku: item.sku,
    name: item.name,
    thumb: item.thumb.url,
    quantity: item.quantity,
  }));
}

/**
 * The page's cart before the cart machine has loaded: the summary read from storage, and a queue
 * of commands that run, in order, as soon as the machine is attached. After that every command
 * goes straight to the machine and the summary follows it. The page loads the machine once the
 * store is `wanted` (see {@link cartNeedsMachine}); a queued command wants it too.
 *
 * An add answers at once, whether the machine runs or not: it is kept in storage first (a reload
 * at any moment keeps it, pending-adds.ts), then the count includes it and, when it opens the
 * drawer, the early drawer (early-cart-drawer.tsx) shows the cart's lines with it in the click's
 * own frame. The machine takes the add in after that frame is painted (or once it has loaded),
 * persists and syncs it, and its drawer takes over from the early one.
 */
export class CartStore {
  private runtime: CartRuntime | null = null;
  private pending: CartCommand[] = [];
  private demanded = false;
  private current: CartSummary;
  private cart: CartContext | null = null;
  private early: readonly EarlyLine[] | null = null;
  private flushQueued = false;
  private readonly listeners = new Set<() => void>();

  /**
   * `later` runs the machine's part of an add (and its start); by default after the next paint.
   * `keep` keeps an add in storage before it is shown (true when kept); by default in td02.
   */
  constructor(
    initial: CartSummary = EMPTY_SUMMARY,
    private readonly later: (task: () => void) => void = afterNextPaint,
    private readonly keep: (add: PendingAdd) => boolean = (add) => keepPendingAdd(localArea(), add),
  ) {
    this.current = initial;
  }

  /** Runs `command` now, or once the cart machine runs (and asks for it); always in order. */
  run(command: CartCommand): void {
    if (this.runtime && this.pending.length === 0) command(this.runtime);
    else {
      this.pending.push(command);
      this.want();
    }
  }

  /**
   * Adds `add` to the cart: kept in storage first, then the count and, when `openDrawer` and the
   * cart drawer is not open already, the early drawer show it at once; the machine takes it in.
   */
  add(add: PendingAdd, openDrawer: boolean): void {
    const kept = this.keep(add);
    const line = earlyLineOf(add);
    if (openDrawer && this.cart?.open !== true)
      this.early = withEarlyLine(this.early ?? earlyLinesOf(this.cart), line);
    this.current = { ...this.current, count: this.current.count + line.quantity };
    this.notify();
    this.pending.push((runtime) => runtime.takeAdd(add, { openDrawer, kept }));
    // The machine's start (when it has not yet started) waits for the paint too.
    if (!this.runtime) this.later(() => this.want());
    else if (!this.flushQueued) {
      this.flushQueued = true;
      this.later(() => {
        this.flushQueued = false;
        if (this.runtime) this.flush(this.runtime);
      });
    }
  }

  /** The lines of the early drawer until the machine has run the add; null when it is not shown. */
  earlyLines = (): readonly EarlyLine[] | null => this.early;

  /** Closes the early drawer: the cart drawer stays closed when the machine runs the queued add. */
  closeEarly(): void {
    this.early = null;
    this.send({ type: 'cart.close' });
    this.notify();
  }

  /** Asks the page to load the cart machine; listeners hear of it once. */
  want(): void {
    if (this.demanded) return;
    this.demanded = true;
    this.notify();
  }

  /** Whether the cart machine is wanted on this page. */
  wanted = (): boolean => this.demanded;

  /**
   * Sends an event to the cart machine (queued until it runs). A VAT display change shows at once,
   * also while queued: the toggle must answer the click.
   */
  send(event: CartEvent): void {
    if (event.type === 'cart.vatDisplayChanged' && !this.runtime)
      this.setSummary({ ...this.current, vat: event.vat });
    this.run((runtime) => runtime.send(event));
  }

  /** Connects the running machine: queued commands run, the summary follows the machine. */
  attach(runtime: CartRuntime): () => void {
    this.runtime = runtime;
    const update = () => {
      const context = runtime.context();
      const changed = context !== this.cart;
      this.cart = context;
      if (!this.setSummary(runtime.summary()) && changed) this.notify();
    };
    const unsubscribe = runtime.subscribe(update);
    this.flush(runtime);
    update();
    return () => {
      unsubscribe();
      if (this.runtime === runtime) this.runtime = null;
    };
  }

  summary = (): CartSummary => this.current;

  /** The whole cart once the machine runs; null before. */
  context = (): CartContext | null => this.cart;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Runs the queued commands on the machine; its drawer takes over from the early one. */
  private flush(runtime: CartRuntime): void {
    const queued = this.pending;
    this.pending = [];
    for (const command of queued) command(runtime);
    this.early = null;
    this.notify();
  }

  /** Sets the summary; true (and listeners told) when it changed. */
  private setSummary(next: CartSummary): boolean {
    if (next.count === this.current.count && next.vat === this.current.vat) return false;
    this.current = next;
    this.notify();
    return true;
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}
