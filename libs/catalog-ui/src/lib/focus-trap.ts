/** Elements a dialog's focus trap moves between. */
export const FOCUSABLE_SELECTOR =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Where Tab sends focus inside a dialog with `count` focusable elements, focus being on element
 * `current` (-1: on none of them): wrapping from the last to the first (Shift+Tab: first to last),
 * into the list from outside it, or undefined to let the browser move focus as usual.
 */
export function focusTrapTarget(
  current: number,
  count: number,
  backwards: boolean,
): number | undefined {
  if (count === 0) return undefined;
  if (current < 0) return backwards ? count - 1 : 0;
  if (!backwards && current === count - 1) return 0;
  if (backwards && current === 0) return count - 1;
  return undefined;
}
