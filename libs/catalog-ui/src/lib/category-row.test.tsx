// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render-with-providers';
import { CATEGORY_ROW_SCROLL_PX, CategoryRow, categoryRowScrollDelta } from './category-row';
import { MENU_TREE } from '../testing/menu-tree';

describe('categoryRowScrollDelta', () => {
  it.each([
    { direction: 'back', delta: -230 },
    { direction: 'forward', delta: 230 },
  ] as const)('$direction scrolls $delta px', ({ direction, delta }) => {
    expect(CATEGORY_ROW_SCROLL_PX).toBe(230);
    expect(categoryRowScrollDelta(direction)).toBe(delta);
  });
});

describe('CategoryRow', () => {
  const scrollBy = vi.fn();
  afterEach(() => scrollBy.mockReset());

  it('lists category links with sized thumbnails and scrolls 230 px per arrow click', () => {
    HTMLElement.prototype.scrollBy = scrollBy;
    renderWithProviders(<CategoryRow categories={MENU_TREE} categoryHref={(c) => c.uri} />);
    const nav = screen.getByRole('navigation', { name: 'Kategorier' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Mobilskal',
      'Laddare',
      'Presentkort',
      'Apple',
    ]);
    const image = links[0]!.querySelector('img')!;
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['400', '400']);

    fireEvent.click(within(nav).getByRole('button', { name: 'Nästa' }));
    fireEvent.click(within(nav).getByRole('button', { name: 'Föregående' }));
    expect(scrollBy.mock.calls).toEqual([[{ left: 230 }], [{ left: -230 }]]);
    expect(within(nav).getByRole('button', { name: 'Nästa' }).getAttribute('aria-controls')).toBe(
      within(nav).getByRole('list').id,
    );
  });
});
