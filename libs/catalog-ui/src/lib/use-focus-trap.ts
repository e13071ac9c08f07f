import { useEffect, useRef, type RefObject } from 'react';
import { FOCUSABLE_SELECTOR, focusTrapTarget } from './focus-trap';

/** Options of {@link useFocusTrap}. */
export interface FocusTrapOptions {
  /** Whether the trap holds focus now (default true); false lets it go as an unmount does. */
  readonly active?: boolean;
  /** Called on Escape (unless an element inside already handled it). */
  readonly onEscape?: () => void;
  /** Where focus starts; default the container's first focusable element. */
  readonly initialFocus?: RefObject<HTMLElement | null>;
  /**
   * Where focus goes when the trap lets go and the element focused before it took focus is gone
   * or was the page itself (a dialog that opened without a click, such as on landing).
   */
  readonly returnFocus?: () => HTMLElement | null;
}

/** The active traps, newest last: only the newest one handles keys (a dialog over a dialog). */
const activeTraps: symbol[] = [];

/** A radio button is a tab stop when checked, or when it is the first of a group with none checked. */
function isRadioTabStop(radio: HTMLInputElement, all: readonly HTMLElement[]): boolean {
  const group = all.filter(
    (other): other is HTMLInputElement =>
      other instanceof HTMLInputElement && other.type === 'radio' && other.name === radio.name,
  );
  return (group.find((other) => other.checked) ?? group[0]) === radio;
}

/** The tab stops of `container` in order: rendered (not hidden), one per radio group. */
function focusablesIn(container: HTMLElement): HTMLElement[] {
  const all = [...container.querySelectorAll<HTMLElement>(FOCUSABLE_SELECTOR)].filter((element) =>
    typeof element.checkVisibility === 'function' ? element.checkVisibility() : true,
  );
  return all.filter(
    (element) =>
      !(element instanceof HTMLInputElement && element.type === 'radio' && element.name) ||
      isRadioTabStop(element, all),
  );
}

/**
 * Keeps keyboard focus inside a modal container while active: focus moves into it (to
 * `initialFocus` or its first focusable element), Tab and Shift+Tab wrap around inside it (and
 * come back into it from anywhere), Escape calls `onEscape`, and when the trap lets go (inactive
 * or unmounted) focus returns to the element that had it before, unless the shopper has already
 * moved it elsewhere. Attach the returned ref to the container.
 */
export function useFocusTrap<T extends HTMLElement = HTMLElement>(
  options: FocusTrapOptions = {},
): RefObject<T | null> {
  const { active = true } = options;
  const containerRef = useRef<T>(null);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return;
    const id = Symbol('focus-trap');
    activeTraps.push(id);
    const before = document.activeElement;
    const opener = before instanceof HTMLElement && before !== document.body ? before : null;
    (latest.current.initialFocus?.current ?? focusablesIn(container)[0] ?? container).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (activeTraps.at(-1) !== id || event.defaultPrevented) return;
      if (event.key === 'Escape' && latest.current.onEscape) {
        event.preventDefault();
        latest.current.onEscape();
      } else if (event.key === 'Tab') {
        const items = focusablesIn(container);
        const target = focusTrapTarget(
          items.indexOf(document.activeElement as HTMLElement),
          items.length,
          event.shiftKey,
        );
        if (target !== undefined) {
          event.preventDefault();
          items[target]?.focus();
        }
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      activeTraps.splice(activeTraps.indexOf(id), 1);
      const now = document.activeElement;
      // Focus the shopper (or a new page) put outside the container stays where it is.
      if (now instanceof HTMLElement && now !== document.body && !container.contains(now)) return;
      (opener?.isConnected ? opener : latest.current.returnFocus?.())?.focus();
    };
  }, [active]);
  return containerRef;
}
