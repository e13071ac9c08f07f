// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render-with-providers';
import { renderToHtml } from '../testing/test-providers';
import { MegaMenu } from './mega-menu';
import { MENU_TREE } from '../testing/menu-tree';

const quickLinks = {
  bestsellers: '/bastsaljare',
  offers: '/erbjudanden',
  used: '/begagnat',
  inspirations: '/inspiration',
};
const setup = () =>
  renderWithProviders(
    <MegaMenu categories={MENU_TREE} categoryHref={(c) => c.uri} quickLinks={quickLinks} />,
  );
const top = (name: string) => screen.getByRole('menuitem', { name });
const focused = () => document.activeElement;
const key = (k: string) => fireEvent.keyDown(focused()!, { key: k });

describe('MegaMenu', () => {
  it('is a menubar of the main-menu categories and the quick links, one tab stop', () => {
    setup();
    const nav = screen.getByRole('navigation', { name: 'Alla kategorier' });
    const bar = within(nav).getByRole('menubar');
    const items = within(bar).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Mobilskal',
      'Laddare',
      'Bästsäljare',
      'Erbjudanden',
      'Begagnat',
      'Inspiration',
    ]);
    expect(items.map((item) => item.tabIndex)).toEqual([0, -1, -1, -1, -1, -1]);
    expect(top('Erbjudanden').getAttribute('href')).toBe('/erbjudanden');
  });

  it('moves between top items with the arrow keys, wrapping, and Home/End', () => {
    setup();
    act(() => top('Mobilskal').focus());
    key('ArrowRight');
    expect(focused()).toBe(top('Laddare'));
    expect(top('Laddare').tabIndex).toBe(0);
    key('ArrowLeft');
    key('ArrowLeft');
    expect(focused()).toBe(top('Inspiration'));
    key('Home');
    expect(focused()).toBe(top('Mobilskal'));
    key('End');
    expect(focused()).toBe(top('Inspiration'));
  });

  it.each(['Enter', ' ', 'ArrowDown'])(
    'opens a submenu at its first item with "%s" and closes it with Escape',
    (openKey) => {
      setup();
      act(() => top('Mobilskal').focus());
      key(openKey);
      expect(top('Mobilskal').getAttribute('aria-expanded')).toBe('true');
      const menu = screen.getByRole('menu', { name: 'Mobilskal' });
      expect(focused()).toBe(within(menu).getByRole('menuitem', { name: 'Plånboksfodral' }));
      expect(within(menu).getByRole('group', { name: 'Plånboksfodral' })).toBeTruthy();
      key('Escape');
      expect(top('Mobilskal').getAttribute('aria-expanded')).toBe('false');
      expect(focused()).toBe(top('Mobilskal'));
    },
  );

  it('moves inside a submenu and on to the next top item', () => {
    setup();
    act(() => top('Mobilskal').focus());
    key('ArrowUp');
    const menu = screen.getByRole('menu', { name: 'Mobilskal' });
    expect(focused()).toBe(within(menu).getByRole('menuitem', { name: 'Visa allt i Mobilskal' }));
    key('ArrowDown');
    expect(focused()).toBe(within(menu).getByRole('menuitem', { name: 'Plånboksfodral' }));
    key('ArrowDown');
    expect(focused()).toBe(within(menu).getByRole('menuitem', { name: 'Läderfodral' }));
    expect((focused() as HTMLAnchorElement).getAttribute('href')).toBe(
      '/kategori/mobilskal/pl-nboksfodral/l-derfodral',
    );
    key('ArrowRight');
    expect(focused()).toBe(top('Laddare'));
    expect(top('Laddare').getAttribute('aria-expanded')).toBe('true');
    expect(top('Mobilskal').getAttribute('aria-expanded')).toBe('false');
  });

  it('opens on hover and closes when the pointer leaves', () => {
    setup();
    fireEvent.mouseEnter(top('Laddare').parentElement!);
    expect(screen.getByRole('menu', { name: 'Laddare' })).toBeTruthy();
    fireEvent.mouseLeave(screen.getByRole('navigation'));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('renders on the server with every submenu link in the HTML, closed', () => {
    const html = renderToHtml(
      <MegaMenu categories={MENU_TREE} categoryHref={(c) => c.uri} quickLinks={quickLinks} />,
    );
    expect(html).toContain('role="menubar"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('Väggladdare');
    expect(html).not.toContain('Utgångna skal');
    expect(html).not.toContain('Presentkort');
  });
});
