import { describe, expect, it, vi } from 'vitest';
import { renderToHtml } from '../testing/test-providers';
import { SearchBox } from './search-box';

describe('SearchBox on the server', () => {
  it('renders a closed combobox in a form that searches without JavaScript', () => {
    const sources = { searchProducts: vi.fn(), popularProducts: vi.fn(), searchHints: vi.fn() };
    const html = renderToHtml(
      <SearchBox
        {...sources}
        locale="sv"
        includeVat
        action="/sok"
        defaultValue="laddkabel"
        onSubmit={vi.fn()}
        productHref={() => '/'}
        categoryHref={() => '/'}
        hintHref={() => '/'}
      />,
    );
    expect(html).toContain('action="/sok"');
    const input = /<input[^>]*>/.exec(html)?.[0] ?? '';
    for (const attribute of [
      'name="q"',
      'role="combobox"',
      'aria-expanded="false"',
      'value="laddkabel"',
    ])
      expect(input).toContain(attribute);
    expect(Object.values(sources).every((source) => source.mock.calls.length === 0)).toBe(true);
  });
});
