// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEADING_WAIT_MS, focusPageHeading, movesFocusToHeading } from './focus-page-heading';

const at = (pathname: string) => ({ pathname });

describe('movesFocusToHeading', () => {
  it.each([
    { name: 'a move to another page', from: '/sv', to: '/sv/kategori/laddare', moves: true },
    { name: 'back to the page before', from: '/sv/produkt/a', to: '/sv', moves: true },
    {
      name: 'a query change (sorting, paging)',
      from: '/sv/kategori/x',
      to: '/sv/kategori/x',
      moves: false,
    },
    { name: 'the first page', from: undefined, to: '/sv', moves: false },
  ])('$name: $moves', ({ from, to, moves }) => {
    expect(
      movesFocusToHeading({
        fromLocation: from === undefined ? undefined : at(from),
        toLocation: at(to),
      }),
    ).toBe(moves);
  });
});

describe('focusPageHeading', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  function page(html: string): HTMLElement {
    document.body.innerHTML = `<button>Till kassan</button><div id="main">${html}</div>`;
    return document.getElementById('main')!;
  }

  it('focuses the h1 at once and makes it focusable from script only', () => {
    const main = page('<main><h1>Kassa</h1></main>');
    focusPageHeading(main);
    const heading = main.querySelector('h1')!;
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('waits for a heading that appears later (a screen whose code is still loading)', async () => {
    const main = page('');
    focusPageHeading(main);
    expect(document.activeElement).toBe(document.body);
    main.innerHTML = '<main><h1>Tack för din beställning!</h1></main>';
    await Promise.resolve();
    expect(document.activeElement).toBe(main.querySelector('h1'));
  });

  it('gives up after the wait, and when stopped', async () => {
    vi.useFakeTimers();
    const late = page('');
    focusPageHeading(late);
    vi.advanceTimersByTime(HEADING_WAIT_MS);
    late.innerHTML = '<h1>Sen</h1>';
    await Promise.resolve();
    expect(document.activeElement).toBe(document.body);

    const stopped = page('');
    focusPageHeading(stopped)();
    stopped.innerHTML = '<h1>Stoppad</h1>';
    await Promise.resolve();
    expect(document.activeElement).toBe(document.body);
  });
});
