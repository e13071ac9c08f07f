// @vitest-environment jsdom
import type { PhoneModelFacet } from '@nordshop/api-contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render-with-providers';
import { renderToHtml } from '../testing/test-providers';
import { PhoneModelFilter } from './phone-model-filter';
import { groupPhoneModels, type PhoneModelChoice } from './phone-model-groups';

const APPLE = { slug: 'apple', name: 'Apple', position: 0 };
const SAMSUNG = { slug: 'samsung', name: 'Samsung', position: 5 };
const MODELS: PhoneModelFacet[] = [
  { slug: 'galaxy-s24', name: 'Galaxy S24', count: 4, brand: SAMSUNG, released: '2024-01' },
  { slug: 'iphone-13', name: 'iPhone 13', count: 2, brand: APPLE, released: '2021-09' },
  { slug: 'iphone-15', name: 'iPhone 15', count: 7, brand: APPLE, released: '2023-09' },
];
const GROUPS = groupPhoneModels(MODELS);
const href = (model: PhoneModelChoice | undefined) =>
  model ? `/kategori/mobilskal?phone_model=${model.slug}` : '/kategori/mobilskal';

describe('PhoneModelFilter', () => {
  it('is a closed disclosure of model links grouped by maker, newest first', () => {
    renderWithProviders(<PhoneModelFilter groups={GROUPS} href={href} />);
    const details = screen.getByText('Välj mobilmodell').closest('details')!;
    expect(details.open).toBe(false);
    const nav = within(details).getByRole('navigation', { name: 'Välj mobilmodell' });
    expect(
      within(nav).getByRole('link', { name: 'Alla modeller' }).getAttribute('aria-current'),
    ).toBe('page');
    const apple = within(nav).getByRole('list', { name: 'Apple' });
    expect(
      within(apple)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['iPhone 15 (7)', 'iPhone 13 (2)']);
    const samsung = within(nav).getByRole('list', { name: 'Samsung' });
    expect(within(samsung).getByRole('link').getAttribute('href')).toBe(
      '/kategori/mobilskal?phone_model=galaxy-s24',
    );
    // Makers in brand-list order.
    expect(
      within(nav)
        .getAllByRole('list')
        .map((list) => list.getAttribute('aria-labelledby')),
    ).toEqual([apple.getAttribute('aria-labelledby'), samsung.getAttribute('aria-labelledby')]);
  });

  it('names the chosen model in the summary and marks its link', () => {
    renderWithProviders(<PhoneModelFilter groups={GROUPS} selected="iphone-13" href={href} />);
    const summary = screen.getByText('Välj mobilmodell').closest('summary')!;
    expect(summary.textContent).toContain('iPhone 13');
    expect(screen.getByRole('link', { name: 'iPhone 13 (2)' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByRole('link', { name: 'Alla modeller' }).hasAttribute('aria-current')).toBe(
      false,
    );
  });

  it('renders nothing without models', () => {
    expect(renderToHtml(<PhoneModelFilter groups={[]} href={href} />)).toBe('');
  });
});
