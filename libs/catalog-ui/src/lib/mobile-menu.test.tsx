// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render-with-providers';
import { renderToHtml } from '../testing/test-providers';
import { focusTrapTarget } from './focus-trap';
import { MENU_TREE } from '../testing/menu-tree';
import { MOBILE_MENU_BRANDS } from './mobile-menu-brands';
import { MobileMenu, type MobileMenuProps } from './mobile-menu';

function Harness(props: Partial<MobileMenuProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Öppna meny
      </button>
      <MobileMenu
        open={open}
        onClose={() => setOpen(false)}
        categories={MENU_TREE}
        categoryHref={(c) => c.uri}
        brandHref={(slug) => `/kategori/${slug}`}
        account={{ href: '/my-account/orders' }}
        languageSwitcher={<a href="https://nordshop.no">Norsk</a>}
        allowExVat
        includeVat
        onVatChange={vi.fn()}
        {...props}
      />
    </>
  );
}

const openMenu = () => {
  const trigger = screen.getByRole('button', { name: 'Öppna meny' });
  act(() => trigger.focus());
  fireEvent.click(trigger);
  return { trigger, dialog: screen.getByRole('dialog', { name: 'Meny' }) };
};

describe('focusTrapTarget', () => {
  it.each([
    { current: 2, count: 3, backwards: false, target: 0 },
    { current: 0, count: 3, backwards: true, target: 2 },
    { current: 1, count: 3, backwards: false, target: undefined },
    { current: 1, count: 3, backwards: true, target: undefined },
    { current: -1, count: 3, backwards: false, target: 0 },
    { current: -1, count: 3, backwards: true, target: 2 },
    { current: -1, count: 0, backwards: false, target: undefined },
  ])(
    'Tab (backwards $backwards) from $current of $count goes to $target',
    ({ current, count, backwards, target }) => {
      expect(focusTrapTarget(current, count, backwards)).toBe(target);
    },
  );
});

describe('MobileMenu', () => {
  it('opens as a modal dialog with the account link, brands, categories, language switcher and VAT toggle', () => {
    renderWithProviders(<Harness />);
    const { dialog } = openMenu();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Stäng' }));
    expect(within(dialog).getByRole('link', { name: 'Mitt konto' }).getAttribute('href')).toBe(
      '/my-account/orders',
    );
    const brands = within(within(dialog).getByRole('group', { name: 'Märken' })).getAllByRole(
      'link',
    );
    expect(brands.map((b) => [b.textContent, b.getAttribute('href')])).toEqual(
      MOBILE_MENU_BRANDS.map((b) => [
        'name' in b ? b.name : b.slug === 'universal' ? 'Universella' : 'Övriga modeller',
        `/kategori/${b.slug}`,
      ]),
    );
    expect(within(dialog).getByRole('link', { name: 'Norsk' })).toBeTruthy();
    expect(within(dialog).getByRole('group', { name: 'Visa priser för' })).toBeTruthy();
  });

  it('lists the brands of spec section 2 with their slugs', () => {
    expect(MOBILE_MENU_BRANDS.map((b) => b.slug)).toEqual([
      'apple',
      'google-pixel',
      'huawei',
      'motorola',
      'oneplus',
      'samsung',
      'sony',
      'universal',
      'xiaomi',
      'others',
    ]);
  });

  it('drills into subcategories and back', () => {
    renderWithProviders(<Harness />);
    const { dialog } = openMenu();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mobilskal' }));
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Tillbaka' }));
    expect(within(dialog).getByRole('heading', { name: 'Mobilskal' })).toBeTruthy();
    expect(
      within(dialog).getByRole('link', { name: 'Visa allt i Mobilskal' }).getAttribute('href'),
    ).toBe('/kategori/mobilskal');
    expect(within(dialog).getByRole('link', { name: 'Silikonskal' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Plånboksfodral' }));
    expect(within(dialog).getByRole('link', { name: 'Läderfodral' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tillbaka' }));
    expect(document.activeElement).toBe(
      within(dialog).getByRole('button', { name: 'Plånboksfodral' }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tillbaka' }));
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Mobilskal' }));
  });

  it('keeps Tab inside and closes with Escape, returning focus to the trigger', () => {
    renderWithProviders(<Harness />);
    const { trigger, dialog } = openMenu();
    const close = within(dialog).getByRole('button', { name: 'Stäng' });
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    // The VAT toggle's radio group is one stop: its checked radio.
    expect(document.activeElement).toBe(within(dialog).getByRole('radio', { checked: true }));
    fireEvent.keyDown(document.activeElement!, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('closes when a link is followed and runs the account action', () => {
    const onOpen = vi.fn();
    renderWithProviders(<Harness account={{ onOpen }} />);
    let { dialog } = openMenu();
    within(dialog)
      .getByRole('link', { name: 'Apple' })
      .addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(within(dialog).getByRole('link', { name: 'Apple' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    ({ dialog } = openMenu());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mitt konto' }));
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leaves out the VAT toggle where ex-VAT prices are not allowed', () => {
    renderWithProviders(<Harness allowExVat={false} />);
    const { dialog } = openMenu();
    expect(within(dialog).queryByRole('radio')).toBeNull();
  });

  it('renders nothing on the server while closed', () => {
    expect(
      renderToHtml(
        <MobileMenu
          open={false}
          onClose={vi.fn()}
          categories={MENU_TREE}
          categoryHref={(c) => c.uri}
          brandHref={(s) => s}
          account={{ href: '/' }}
          allowExVat
          includeVat
          onVatChange={vi.fn()}
        />,
      ),
    ).toBe('');
  });
});
