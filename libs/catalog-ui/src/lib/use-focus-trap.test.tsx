// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFocusTrap, type FocusTrapOptions } from './use-focus-trap';

function Dialog({ name, ...options }: FocusTrapOptions & { name: string }) {
  const ref = useFocusTrap<HTMLDivElement>(options);
  return (
    <div ref={ref} role="dialog" aria-label={name}>
      <button type="button">{`${name} först`}</button>
      <button type="button" hidden>
        {`${name} dold`}
      </button>
      <label>
        <input type="radio" name={`${name}-val`} /> A
      </label>
      <label>
        <input type="radio" name={`${name}-val`} defaultChecked /> B
      </label>
      <a href="/kassa">{`${name} sist`}</a>
    </div>
  );
}

function Page(options: FocusTrapOptions) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Öppna
      </button>
      <button type="button">Utanför</button>
      {open ? <Dialog name="Dialog" onEscape={() => setOpen(false)} {...options} /> : null}
    </>
  );
}

const button = (name: string) => screen.getByRole('button', { name });
const tab = (shiftKey = false) =>
  fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Tab', shiftKey });
const open = () => {
  act(() => button('Öppna').focus());
  fireEvent.click(button('Öppna'));
};

describe('useFocusTrap', () => {
  afterEach(cleanup);

  it('moves focus to the first element and wraps Tab and Shift+Tab inside', () => {
    render(<Page />);
    open();
    expect(document.activeElement).toBe(button('Dialog först'));
    tab(true);
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Dialog sist' }));
    tab();
    expect(document.activeElement).toBe(button('Dialog först'));
  });

  it('counts a radio group as one stop, its checked radio', () => {
    function RadiosLast() {
      const ref = useFocusTrap<HTMLDivElement>();
      return (
        <div ref={ref} role="dialog" aria-label="Moms">
          <button type="button">Stäng</button>
          <label>
            <input type="radio" name="moms" defaultChecked /> Inkl. moms
          </label>
          <label>
            <input type="radio" name="moms" /> Exkl. moms
          </label>
        </div>
      );
    }
    render(<RadiosLast />);
    tab(true);
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Inkl. moms' }));
    tab();
    expect(document.activeElement).toBe(button('Stäng'));
  });

  it('brings focus back inside when Tab is pressed from outside', () => {
    render(<Page />);
    open();
    act(() => button('Utanför').focus());
    tab();
    expect(document.activeElement).toBe(button('Dialog först'));
  });

  it('closes with Escape and returns focus to the element that opened it', () => {
    render(<Page />);
    open();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button('Öppna'));
  });

  it.each([
    { fallback: false, focused: 'body' },
    { fallback: true, focused: 'Varukorg' },
  ])(
    'returns focus to the fallback ($fallback) when nothing had focus before it opened',
    ({ fallback, focused }) => {
      function Landing() {
        const [shown, setShown] = useState(true);
        return (
          <>
            <button type="button">Varukorg</button>
            {shown ? (
              <Dialog
                name="Dialog"
                onEscape={() => setShown(false)}
                {...(fallback ? { returnFocus: () => button('Varukorg') } : {})}
              />
            ) : null}
          </>
        );
      }
      render(<Landing />);
      expect(document.activeElement).toBe(button('Dialog först'));
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
      expect(document.activeElement).toBe(focused === 'body' ? document.body : button('Varukorg'));
    },
  );

  it('leaves focus where the shopper moved it outside before the trap let go', () => {
    function Inactive() {
      const [active, setActive] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setActive(false)}>
            Släpp
          </button>
          <Dialog name="Dialog" active={active} />
        </>
      );
    }
    render(<Inactive />);
    expect(document.activeElement).toBe(button('Dialog först'));
    act(() => button('Släpp').focus());
    fireEvent.click(button('Släpp'));
    expect(document.activeElement).toBe(button('Släpp'));
    tab();
    expect(document.activeElement).toBe(button('Släpp'));
  });

  it('lets only the newest of two open traps handle Tab and Escape', () => {
    const outerEscape = vi.fn();
    const innerEscape = vi.fn();
    render(
      <>
        <Dialog name="Yttre" onEscape={outerEscape} />
        <Dialog name="Inre" onEscape={innerEscape} />
      </>,
    );
    expect(document.activeElement).toBe(button('Inre först'));
    tab(true);
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Inre sist' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(innerEscape).toHaveBeenCalledTimes(1);
    expect(outerEscape).not.toHaveBeenCalled();
  });
});
