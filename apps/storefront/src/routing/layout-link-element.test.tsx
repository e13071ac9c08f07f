// @vitest-environment jsdom
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef, useState, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  INTENT_PRELOAD_DELAY_MS,
  LayoutLink,
  LayoutLinkScopeContext,
  type LayoutLinkScope,
} from './layout-link';

const CATEGORY = '/sv/kategori/mobilskal';
const scope = (current?: string): LayoutLinkScope => ({
  hrefOf: (path) => `/public${path}`,
  isCurrent: (path) => path === current,
});

/** A router with a root and a catch-all page, at `/`; the root shows `ui`. */
async function renderInRouter(ui: () => ReactNode) {
  const root = createRootRoute({ component: ui });
  const page = createRoute({ getParentRoute: () => root, path: '$', component: () => null });
  const router = createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const navigate = vi.spyOn(router, 'navigate').mockResolvedValue(undefined);
  const preloadRoute = vi.spyOn(router, 'preloadRoute').mockResolvedValue(undefined);
  await act(async () => {
    render(<RouterProvider router={router} />);
    await router.load();
  });
  return { navigate, preloadRoute };
}

beforeEach(() => {
  // jsdom has no IntersectionObserver: the idle prefetch is left out, as in such browsers.
  vi.stubGlobal('IntersectionObserver', undefined);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('LayoutLink', () => {
  it('writes the scope’s href and, for the page shown, the router Link’s active attributes', async () => {
    await renderInRouter(() => (
      <LayoutLinkScopeContext value={scope(CATEGORY)}>
        <LayoutLink href={CATEGORY} className="ns-mega-menu__link">
          Skal
        </LayoutLink>
        <LayoutLink href="/sv/kategori/laddare">Laddare</LayoutLink>
      </LayoutLinkScopeContext>
    ));
    const current = screen.getByRole('link', { name: 'Skal' });
    expect(current.getAttribute('href')).toBe(`/public${CATEGORY}`);
    expect(current.className).toBe('ns-mega-menu__link active');
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(current.getAttribute('data-status')).toBe('active');
    const other = screen.getByRole('link', { name: 'Laddare' });
    expect(other.hasAttribute('aria-current')).toBe(false);
    expect(other.hasAttribute('class')).toBe(false);
  });

  it('navigates inside the page on a plain click, after the caller’s own onClick', async () => {
    const onClick = vi.fn();
    const { navigate } = await renderInRouter(() => (
      <LayoutLinkScopeContext value={scope()}>
        <LayoutLink href={CATEGORY} onClick={onClick}>
          Skal
        </LayoutLink>
      </LayoutLinkScopeContext>
    ));
    const link = screen.getByRole('link', { name: 'Skal' });
    const notPrevented = fireEvent.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(notPrevented).toBe(false);
    expect(navigate).toHaveBeenCalledWith({ to: CATEGORY, search: {} });
  });

  it.each([
    ['with Ctrl', { ctrlKey: true }],
    ['with Cmd', { metaKey: true }],
    ['with Shift', { shiftKey: true }],
    ['with the middle button', { button: 1 }],
  ])('leaves a click %s to the browser', async (_, init) => {
    const { navigate } = await renderInRouter(() => (
      <LayoutLinkScopeContext value={scope()}>
        <LayoutLink href={CATEGORY}>Skal</LayoutLink>
      </LayoutLinkScopeContext>
    ));
    expect(fireEvent.click(screen.getByRole('link', { name: 'Skal' }), init)).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaves a click to the browser when the caller prevented it', async () => {
    const { navigate } = await renderInRouter(() => (
      <LayoutLinkScopeContext value={scope()}>
        <LayoutLink href={CATEGORY} onClick={(event) => event.preventDefault()}>
          Skal
        </LayoutLink>
      </LayoutLinkScopeContext>
    ));
    fireEvent.click(screen.getByRole('link', { name: 'Skal' }));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('preloads the page on a touch at once, on focus after the intent delay, not when focus leaves first', async () => {
    const { preloadRoute } = await renderInRouter(() => (
      <LayoutLinkScopeContext value={scope()}>
        <LayoutLink href={CATEGORY}>Skal</LayoutLink>
        <LayoutLink href="/sv/kategori/laddare">Laddare</LayoutLink>
      </LayoutLinkScopeContext>
    ));
    vi.useFakeTimers();
    const skal = screen.getByRole('link', { name: 'Skal' });
    fireEvent.touchStart(skal);
    expect(preloadRoute).toHaveBeenCalledWith({ to: CATEGORY, search: {} });

    const laddare = screen.getByRole('link', { name: 'Laddare' });
    fireEvent.focus(laddare);
    fireEvent.blur(laddare);
    vi.advanceTimersByTime(INTENT_PRELOAD_DELAY_MS * 2);
    expect(preloadRoute).toHaveBeenCalledTimes(1);

    fireEvent.focus(laddare);
    vi.advanceTimersByTime(INTENT_PRELOAD_DELAY_MS - 1);
    expect(preloadRoute).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(preloadRoute).toHaveBeenLastCalledWith({ to: '/sv/kategori/laddare', search: {} });
  });

  it('leaves a link to another storefront’s domain to the browser: no navigation, no preload', async () => {
    const { navigate, preloadRoute } = await renderInRouter(() => (
      <LayoutLinkScopeContext
        value={{ hrefOf: (path) => `https://nordshop.example.no${path}`, isCurrent: () => true }}
      >
        <LayoutLink href="/no/kategori/deksler">Deksler</LayoutLink>
      </LayoutLinkScopeContext>
    ));
    vi.useFakeTimers();
    const link = screen.getByRole('link', { name: 'Deksler' });
    expect(link.getAttribute('href')).toBe('https://nordshop.example.no/no/kategori/deksler');
    expect(link.hasAttribute('aria-current')).toBe(false);
    fireEvent.touchStart(link);
    fireEvent.focus(link);
    fireEvent.pointerEnter(link, { pointerType: 'mouse' });
    vi.advanceTimersByTime(INTENT_PRELOAD_DELAY_MS * 2);
    expect(fireEvent.click(link)).toBe(true);
    expect(preloadRoute).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('hands the anchor to a ref it is given, and takes it back when the link goes', async () => {
    const ref = createRef<HTMLAnchorElement>();
    let show: (shown: boolean) => void = () => undefined;
    function Toggled() {
      const [shown, setShown] = useState(true);
      show = setShown;
      return shown ? (
        <LayoutLinkScopeContext value={scope()}>
          <LayoutLink href={CATEGORY} ref={ref}>
            Skal
          </LayoutLink>
        </LayoutLinkScopeContext>
      ) : null;
    }
    await renderInRouter(() => <Toggled />);
    expect(ref.current).toBe(screen.getByRole('link', { name: 'Skal' }));
    act(() => show(false));
    expect(ref.current).toBeNull();
  });

  it('is a router link for a path with a query, and outside a scope', async () => {
    const { navigate } = await renderInRouter(() => (
      <>
        <LayoutLinkScopeContext value={scope()}>
          <LayoutLink href="/sv/sok?q=skal">Sök</LayoutLink>
        </LayoutLinkScopeContext>
        <LayoutLink href={CATEGORY}>Utan</LayoutLink>
      </>
    ));
    expect(screen.getByRole('link', { name: 'Sök' }).getAttribute('href')).toBe('/sv/sok?q=skal');
    expect(screen.getByRole('link', { name: 'Utan' }).getAttribute('href')).toBe(CATEGORY);
    expect(navigate).not.toHaveBeenCalled();
  });
});
