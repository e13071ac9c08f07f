import { describe, expect, it } from 'vitest';
import { renderToHtml } from '../testing/test-providers';
import { COMPONENT_FIXTURES } from '../testing/component-fixtures';

describe('server rendering (no window, no document)', () => {
  it.each(COMPONENT_FIXTURES)('$name renders to HTML', ({ element, html }) => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    expect(renderToHtml(element).replace(/\s/g, ' ')).toContain(html);
  });
});
