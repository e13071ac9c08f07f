import { describe, expect, it, vi } from 'vitest';
import { aProductCard, aTier } from '../testing/catalog-builders';
import { renderToHtml } from '../testing/test-providers';
import { ProductGrid } from './product-grid';

describe('ProductGrid on the server', () => {
  it('renders cards with the one-unit price excl. VAT, not "from" the cheapest tier', () => {
    const product = aProductCard({ prices: { n: [aTier(19900), aTier(17900, 3, 19900)], c: [] } });
    const html = renderToHtml(
      <ProductGrid
        locale="sv"
        includeVat={false}
        today="2026-11-23"
        products={[product]}
        productHref={() => '/produkt/x'}
        onAddToCart={vi.fn()}
      />,
    ).replace(/\s/g, ' ');
    expect(html).toContain('id="product-grid"');
    expect(html).toContain('159,20 kr');
    expect(html).not.toContain('Från');
    expect(html).not.toContain('143,20');
    expect(html).toContain('width="300" height="300"');
  });
});
