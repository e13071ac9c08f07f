import { describe, expect, it } from 'vitest';
import { HEADER_SCROLLED_AFTER_PX, isHeaderScrolled } from './header-scrolled';

describe('isHeaderScrolled', () => {
  it.each([
    { name: 'at the top', scrollY: 0, scrolled: false },
    { name: 'scrolled less than 40 px', scrollY: 39, scrolled: false },
    { name: 'scrolled exactly 40 px', scrollY: 40, scrolled: false },
    { name: 'scrolled past 40 px', scrollY: 40.5, scrolled: true },
    { name: 'far down the page', scrollY: 3000, scrolled: true },
    { name: 'pulled past the top (elastic scrolling)', scrollY: -20, scrolled: false },
  ])('$name: $scrolled', ({ scrollY, scrolled }) => {
    expect(HEADER_SCROLLED_AFTER_PX).toBe(40);
    expect(isHeaderScrolled(scrollY)).toBe(scrolled);
  });
});
