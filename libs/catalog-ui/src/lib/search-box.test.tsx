// @vitest-environment jsdom
import type { ProductCard } from '@nordshop/api-contract';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aProductCard, aSearchCategory, aSearchHint } from '../testing/catalog-builders';
import { renderWithProviders } from '../testing/render-with-providers';
import { SearchBox } from './search-box';
import { SEARCH_DEBOUNCE_MS } from './search-rules';
import type { SearchResults } from './use-search-data';

const popular = [
  aProductCard({ id: 1, name: 'Populärt skal' }),
  aProductCard({ id: 2, name: 'Populär laddare' }),
];
const found: SearchResults = {
  products: [
    aProductCard({ id: 3, name: 'Laddkabel USB-C 1 m' }),
    aProductCard({ id: 4, name: 'Laddkabel USB-C 2 m' }),
  ],
  categories: [aSearchCategory(['Kablar och adaptrar', 'USB-C-kablar'])],
  total: 2,
};

function setup(results: SearchResults = found) {
  const sources = {
    searchProducts: vi.fn((_q: string) => Promise.resolve(results)),
    popularProducts: vi.fn(() => Promise.resolve<readonly ProductCard[]>(popular)),
    searchHints: vi.fn((q: string) =>
      Promise.resolve(q.startsWith('ladd') ? [aSearchHint(7, 'Laddguiden', '/laddguiden')] : []),
    ),
  };
  const onSubmit = vi.fn();
  renderWithProviders(
    <SearchBox
      {...sources}
      locale="sv"
      includeVat
      action="/sok"
      onSubmit={onSubmit}
      productHref={(p) => `/produkt/${p.id}`}
      categoryHref={(c) => c.uri}
      hintHref={(h) => h.url}
    />,
  );
  const input = screen.getByRole('combobox', { name: 'Sök' });
  return { ...sources, onSubmit, input };
}

const wait = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));
/** Lets started queries resolve and notify (TanStack Query batches its updates on a 0 ms timer). */
const settle = async () => {
  await wait();
  await wait();
};
const type = async (input: HTMLElement, value: string) => {
  fireEvent.change(input, { target: { value } });
  await wait(SEARCH_DEBOUNCE_MS);
  await settle();
};
const key = (input: HTMLElement, k: string) => fireEvent.keyDown(input, { key: k });
const optionNames = () =>
  screen.getAllByRole('option').map((o) => o.textContent?.replace(/\s/g, ' '));

describe('SearchBox', () => {
  const clicked: string[] = [];
  const recordClick = (event: MouseEvent) => {
    const target = event.target as HTMLElement;
    clicked.push(target.closest('a')?.getAttribute('href') ?? target.textContent ?? '');
    event.preventDefault();
  };
  beforeEach(() => {
    vi.useFakeTimers();
    clicked.length = 0;
    document.addEventListener('click', recordClick);
  });
  afterEach(() => {
    document.removeEventListener('click', recordClick);
    vi.useRealTimers();
  });

  it('opens with popular products when clicked or tapped into, not when Tab focus passes by', async () => {
    const { input, popularProducts, searchProducts } = setup();
    act(() => input.focus());
    await wait();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(popularProducts).not.toHaveBeenCalled();
    fireEvent.pointerDown(input);
    await wait();
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const listbox = screen.getByRole('listbox');
    expect(input.getAttribute('aria-controls')).toBe(listbox.id);
    expect(within(listbox).getByRole('group', { name: 'Populära produkter' })).toBeTruthy();
    expect(optionNames()[0]).toContain('Nordshop Populärt skal');
    expect(popularProducts).toHaveBeenCalledTimes(1);
    expect(searchProducts).not.toHaveBeenCalled();
  });

  it('searches the trimmed text 250 ms after typing stops and shows hints, categories and results', async () => {
    const { input, searchProducts, searchHints } = setup();
    act(() => input.focus());
    fireEvent.change(input, { target: { value: '  ladd' } });
    await wait(SEARCH_DEBOUNCE_MS - 1);
    expect(searchProducts).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '  laddk ' } });
    await wait(SEARCH_DEBOUNCE_MS);
    await settle();
    expect(searchProducts.mock.calls).toEqual([['laddk']]);
    expect(searchHints.mock.calls).toEqual([['laddk']]);
    expect(screen.getAllByRole('group')).toHaveLength(3);
    expect(screen.getByRole('group', { name: 'Kanske letar du efter' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Kategorier' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Sökresultat för "laddk"' })).toBeTruthy();
    expect(screen.getByRole('option', { name: /USB-C-kablar/ })).toBeTruthy();
  });

  it('moves through the options with the arrow keys and opens one with Enter', async () => {
    const { input, onSubmit } = setup();
    act(() => input.focus());
    await type(input, 'laddkabel');
    key(input, 'ArrowDown');
    const options = screen.getAllByRole('option');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    key(input, 'ArrowDown');
    key(input, 'ArrowDown');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[2]!.id);
    expect(options).toHaveLength(4);
    key(input, 'ArrowDown');
    key(input, 'ArrowDown');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    key(input, 'ArrowUp');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[3]!.id);
    key(input, 'Enter');
    expect(clicked).toEqual(['/produkt/4']);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('submits the trimmed text with Enter in the input', async () => {
    const { input, onSubmit } = setup();
    act(() => input.focus());
    await type(input, ' laddkabel  ');
    key(input, 'Enter');
    expect(onSubmit).toHaveBeenCalledWith('laddkabel');
  });

  it('closes with Escape, keeps focus, and clears with a second Escape', async () => {
    const { input } = setup();
    act(() => input.focus());
    await type(input, 'laddkabel');
    key(input, 'Escape');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(input);
    expect((input as HTMLInputElement).value).toBe('laddkabel');
    key(input, 'ArrowDown');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    key(input, 'Escape');
    key(input, 'Escape');
    expect((input as HTMLInputElement).value).toBe('');
  });

  it.each([
    { typed: 'xy', message: false },
    { typed: 'xyz', message: true },
  ])(
    'says no products were found only after more than 2 characters ($typed)',
    async ({ typed, message }) => {
      const { input } = setup({ products: [], categories: [], total: 0 });
      act(() => input.focus());
      await type(input, typed);
      expect(screen.queryByRole('status')?.textContent ?? '').toBe(
        message ? 'Inga produkter hittades' : '',
      );
    },
  );

  it.each([
    { partial: true, status: 'Inga produkter matchade alla orden. Här är de närmaste träffarna.' },
    { partial: false, status: '' },
  ])(
    'says when the products match only some words (partial: $partial)',
    async ({ partial, status }) => {
      const { input } = setup({ ...found, partial });
      act(() => input.focus());
      await type(input, 'laddkabel iphone 99');
      expect(optionNames()).toContain('Nordshop Laddkabel USB-C 1 m199 kr');
      expect(screen.getByRole('status').textContent).toBe(status);
    },
  );

  it('offers all results when more were found, which submits', async () => {
    const { input, onSubmit } = setup({ ...found, total: 40 });
    act(() => input.focus());
    await type(input, 'laddkabel');
    expect(optionNames().at(-1)).toBe('Visa alla 40 resultat');
    key(input, 'ArrowUp');
    key(input, 'Enter');
    expect(onSubmit).toHaveBeenCalledWith('laddkabel');
  });

  it('closes when focus leaves the search', async () => {
    const { input } = setup();
    act(() => input.focus());
    fireEvent.pointerDown(input);
    await wait();
    expect(input.getAttribute('aria-expanded')).toBe('true');
    act(() => input.blur());
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Tab, and its scrolling popup is no tab stop of its own', async () => {
    const { input } = setup();
    act(() => input.focus());
    await type(input, 'laddkabel');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const listbox = screen.getByRole('listbox');
    expect(listbox.parentElement?.getAttribute('tabindex')).toBe('-1');
    key(input, 'Tab');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('SearchBox text from the page', () => {
  const props = {
    locale: 'sv' as const,
    includeVat: true,
    action: '/sok',
    onSubmit: () => undefined,
    searchProducts: () => Promise.resolve(found),
    popularProducts: () => Promise.resolve<readonly ProductCard[]>(popular),
    searchHints: () => Promise.resolve([]),
    productHref: (p: ProductCard) => `/produkt/${p.id}`,
    categoryHref: () => '/kategori',
    hintHref: () => '/hint',
  };

  it('shows the results page query it is given, and follows it to another page and away', () => {
    const { rerender } = renderWithProviders(<SearchBox {...props} defaultValue="usb-c kabel" />);
    const input = screen.getByRole('combobox', { name: 'Sök' });
    expect((input as HTMLInputElement).value).toBe('usb-c kabel');
    rerender(<SearchBox {...props} defaultValue="skal" />);
    expect((input as HTMLInputElement).value).toBe('skal');
    rerender(<SearchBox {...props} defaultValue="" />);
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('keeps what the shopper types while the page stays the same', () => {
    const { rerender } = renderWithProviders(<SearchBox {...props} defaultValue="skal" />);
    const input = screen.getByRole('combobox', { name: 'Sök' });
    fireEvent.change(input, { target: { value: 'skal iphone' } });
    rerender(<SearchBox {...props} defaultValue="skal" />);
    expect((input as HTMLInputElement).value).toBe('skal iphone');
  });
});
