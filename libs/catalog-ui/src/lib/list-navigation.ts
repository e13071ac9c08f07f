/** A move through a list with the keyboard. */
export type ListMove = 'next' | 'previous' | 'first' | 'last';

/** The list move of a key, or undefined for other keys (ArrowDown/Right next, ArrowUp/Left previous, Home, End). */
export function listMoveOfKey(
  key: string,
  orientation: 'vertical' | 'horizontal',
): ListMove | undefined {
  if (key === 'Home') return 'first';
  if (key === 'End') return 'last';
  if (key === (orientation === 'vertical' ? 'ArrowDown' : 'ArrowRight')) return 'next';
  if (key === (orientation === 'vertical' ? 'ArrowUp' : 'ArrowLeft')) return 'previous';
  return undefined;
}

/**
 * The index after a move in a list of `count` items, wrapping at both ends; from no item (-1)
 * 'next' goes to the first and 'previous' to the last. -1 for an empty list.
 */
export function moveIndex(current: number, count: number, move: ListMove): number {
  if (count <= 0) return -1;
  switch (move) {
    case 'first':
      return 0;
    case 'last':
      return count - 1;
    case 'next':
      return current < 0 ? 0 : (current + 1) % count;
    case 'previous':
      return current < 0 ? count - 1 : (current - 1 + count) % count;
  }
}
