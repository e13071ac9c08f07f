import { describe, expect, it } from 'vitest';
import {
  FOOTER_COLLAPSED_MEDIA,
  FOOTER_COLLAPSE_MAX_WIDTH,
  isFooterCollapsed,
} from './footer-collapse';

describe('isFooterCollapsed', () => {
  it.each([
    { name: 'a 375 px phone', width: 375, collapsed: true },
    { name: 'exactly 576 px', width: 576, collapsed: true },
    { name: '577 px', width: 577, collapsed: false },
    { name: 'a 768 px tablet', width: 768, collapsed: false },
    { name: 'a 1280 px desktop', width: 1280, collapsed: false },
  ])('$name: $collapsed', ({ width, collapsed }) => {
    expect(FOOTER_COLLAPSE_MAX_WIDTH).toBe(576);
    expect(isFooterCollapsed(width)).toBe(collapsed);
  });
});

describe('FOOTER_COLLAPSED_MEDIA', () => {
  it('asks the browser the same rule: a viewport 576 CSS pixels wide or narrower', () => {
    expect(FOOTER_COLLAPSED_MEDIA).toBe('(max-width: 576px)');
  });
});
