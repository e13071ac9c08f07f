// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aProductCard, aTier } from '../testing/catalog-builders';
import { renderWithProviders } from '../testing/render-with-providers';
import { ProductCard } from './product-card';
import { ProductGrid, PRODUCT_GRID_ID } from './product-grid';

const common = { locale: 'sv', includeVat: true, today: '2026-11-23' } as const;
const plain = (s: string | null) => (s ?? '').replace(/\s/g, ' ');
const aVariation = (i: number, p: number) => ({
  id: 200 + i,
  sku: `NS-101-${i}`,
  slug: `variant-${i}`,
  name: `Variant ${i}`,
  attributes: { color: `c${i}` },
  thumb: aProductCard().thumb,
  vat: 25,
  prices: { n: [aTier(p)], c: [] },
  stock_status: 'in-stock',
  estimated_at: null,
});

describe('ProductCard', () => {
  it('shows name, link, thumbnail, price, stock, rating and badges', () => {
    const product = aProductCard({
      is_new: true,
      score: 4.6,
      prices: { n: [aTier(19900)], c: [aTier(15900, 1, 19900)] },
    });
    renderWithProviders(
      <ProductCard
        {...common}
        product={product}
        href="/produkt/planboksfodral-iphone-15"
        onAddToCart={vi.fn()}
      />,
    );

    const card = screen.getByRole('article', { name: 'Nordshop Plånboksfodral iPhone 15' });
    const heading = within(card).getByRole('heading', { level: 3 });
    expect(within(heading).getByRole('link')).toHaveProperty(
      'pathname',
      '/produkt/planboksfodral-iphone-15',
    );
    const image = card.querySelector('img')!;
    expect([
      image.getAttribute('width'),
      image.getAttribute('height'),
      image.getAttribute('loading'),
    ]).toEqual(['300', '300', 'lazy']);
    expect(plain(card.textContent)).toContain('159 kr');
    expect(plain(card.querySelector('del')!.textContent)).toBe('Ordinarie pris 199 kr');
    expect(within(card).getByRole('img', { name: 'Betyg 4,6 av 5' })).toBeTruthy();
    expect(within(card).getByText('Nyhet')).toBeTruthy();
    expect(within(card).getByText('Kampanj')).toBeTruthy();
    expect(within(card).getByText('I lager')).toBeTruthy();
  });

  it('adds a product without variations through onAddToCart', () => {
    const onAddToCart = vi.fn();
    const product = aProductCard();
    renderWithProviders(
      <ProductCard {...common} product={product} href="/produkt/x" onAddToCart={onAddToCart} />,
    );
    const button = screen.getByRole('button', {
      name: 'Lägg i varukorgen',
      description: 'Nordshop Plånboksfodral iPhone 15',
    });
    fireEvent.click(button);
    expect(onAddToCart).toHaveBeenCalledWith(product);
  });

  it('puts the buy button in a buy form that posts the SKU to the page without JavaScript', () => {
    const product = aProductCard({ sku: 'NS-CASE-15' });
    let claimed: HTMLFormElement | null = null;
    renderWithProviders(
      <ProductCard
        {...common}
        product={product}
        href="/produkt/x"
        onAddToCart={vi.fn()}
        buyFormRef={(form) => {
          claimed = form;
        }}
      />,
    );
    const form = screen.getByRole('button', { name: 'Lägg i varukorgen' }).closest('form')!;
    expect(form.getAttribute('method')).toBe('post');
    // No action: the form posts to the page it is on.
    expect(form.hasAttribute('action')).toBe(false);
    expect(form.hasAttribute('data-buy')).toBe(true);
    expect(Object.fromEntries(new FormData(form))).toEqual({ sku: 'NS-CASE-15' });
    expect(claimed).toBe(form);
  });

  it('offers no buy control for a product out of stock', () => {
    renderWithProviders(
      <ProductCard
        {...common}
        product={aProductCard({ stock_status: 'back-order', estimated_at: null })}
        href="/produkt/x"
        onAddToCart={vi.fn()}
      />,
    );
    const card = screen.getByRole('article', { name: 'Nordshop Plånboksfodral iPhone 15' });
    expect(within(card).queryByRole('button')).toBeNull();
    expect(within(card).getAllByRole('link')).toHaveLength(1);
    expect(within(card).getByText('Slut i lager')).toBeTruthy();
  });

  it('sends a product with variations to its page instead of adding', () => {
    const base = aProductCard();
    const product = aProductCard({
      variations: [
        {
          id: 2,
          sku: 'NS-101-B',
          slug: 'svart',
          name: 'Svart',
          attributes: { color: 'black' },
          thumb: base.thumb,
          vat: 25,
          prices: base.prices,
          stock_status: 'in-stock',
          estimated_at: null,
        },
      ],
    });
    renderWithProviders(
      <ProductCard {...common} product={product} href="/produkt/x" onAddToCart={vi.fn()} />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Välj variant' })).toHaveProperty(
      'pathname',
      '/produkt/x',
    );
  });

  it.each([
    {
      name: 'a tiered product reads its one-unit price',
      product: aProductCard({
        prices: { n: [aTier(23900), aTier(21500, 3, 23900), aTier(19100, 10, 23900)], c: [] },
      }),
      price: '239 kr',
    },
    {
      name: 'variations of one price read that price',
      product: aProductCard({
        variations: [24900, 24900].map((p, i) => aVariation(i, p)),
      }),
      price: '249 kr',
    },
    {
      name: 'variations of different prices read "from" the lowest',
      product: aProductCard({
        variations: [24900, 19900].map((p, i) => aVariation(i, p)),
      }),
      price: 'Från 199 kr',
    },
  ])('$name: $price', ({ product, price }) => {
    renderWithProviders(
      <ProductCard {...common} product={product} href="/produkt/x" onAddToCart={vi.fn()} />,
    );
    expect(
      plain(screen.getByRole('article').querySelector('.ns-price__current')!.textContent),
    ).toBe(price);
  });

  it('renders links through the app link component', () => {
    const AppLink = vi.fn((props: { href: string; children?: React.ReactNode }) => (
      <a data-app-link="" {...props} />
    ));
    renderWithProviders(
      <ProductCard
        {...common}
        product={aProductCard()}
        href="/produkt/x"
        onAddToCart={vi.fn()}
        linkComponent={AppLink}
      />,
    );
    expect(screen.getByRole('link').hasAttribute('data-app-link')).toBe(true);
  });
});

describe('ProductGrid', () => {
  const products = Array.from({ length: 6 }, (_, i) =>
    aProductCard({ id: i + 1, name: `Skal ${i + 1}` }),
  );

  it('lists the cards under the paging anchor and loads the first four images at once', () => {
    renderWithProviders(
      <ProductGrid
        {...common}
        products={products}
        productHref={(p) => `/produkt/${p.id}`}
        onAddToCart={vi.fn()}
        label="Mobilskal"
      />,
    );
    const grid = screen.getByRole('region', { name: 'Mobilskal' });
    expect(grid.id).toBe(PRODUCT_GRID_ID);
    expect(within(grid).getAllByRole('listitem')).toHaveLength(6);
    expect([...grid.querySelectorAll('img')].map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
    ]);
  });

  it('shows the empty state without products', () => {
    renderWithProviders(
      <ProductGrid
        {...common}
        products={[]}
        productHref={() => '/'}
        onAddToCart={vi.fn()}
        label="Mobilskal"
      />,
    );
    expect(screen.getByText('Inga produkter hittades')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
