import { holdRepeatAt, holdRepeatStep } from '@nordshop/cart-domain';
import { useEffect, useRef, type PointerEvent } from 'react';

/** Props to spread on a spin button's + or − button. */
export interface HoldRepeatProps {
  onPointerDown: (event: PointerEvent<HTMLButtonElement>) => void;
  onPointerUp: () => void;
  onPointerLeave: () => void;
  onPointerCancel: () => void;
  onClick: (event: { detail: number }) => void;
  onContextMenu: (event: { preventDefault: () => void }) => void;
}

/**
 * Press and hold on a spin button (spec section 9): the press steps once, holding repeats after
 * 500 ms every 100 ms, and from the 11th repeat each repeat steps 4. `onStep` gets the number of
 * steps to apply. Keyboard presses (Enter, Space) step once through the click.
 */
export function useHoldRepeat(onStep: (steps: number) => void): HoldRepeatProps {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(onStep);
  latest.current = onStep;
  const stop = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
  };
  useEffect(() => stop, []);
  const schedule = (repeat: number, pressedAt: number) => {
    timer.current = setTimeout(
      () => {
        latest.current(holdRepeatStep(repeat));
        schedule(repeat + 1, pressedAt);
      },
      Math.max(0, pressedAt + holdRepeatAt(repeat) - performance.now()),
    );
  };
  return {
    onPointerDown: (event) => {
      if (event.button !== 0) return;
      stop();
      latest.current(1);
      schedule(1, performance.now());
      // Released anywhere (also over a button that became disabled at its limit).
      window.addEventListener('pointerup', stop, { once: true });
    },
    onPointerUp: stop,
    onPointerLeave: stop,
    onPointerCancel: stop,
    // A pointer press already stepped; a click from the keyboard (detail 0) steps here.
    onClick: (event) => {
      if (event.detail === 0) latest.current(1);
    },
    // A long touch would open the context menu on phones.
    onContextMenu: (event) => event.preventDefault(),
  };
}
