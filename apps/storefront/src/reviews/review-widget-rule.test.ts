import { describe, expect, it } from 'vitest';
import { shouldLoadReviewWidget } from './review-widget-rule';

describe('shouldLoadReviewWidget (spec section 9)', () => {
  it.each([
    { windowHeight: 1201, pageHeight: 1800, scrollY: 0, load: true },
    { windowHeight: 1200, pageHeight: 1800, scrollY: 0, load: false },
    { windowHeight: 1400, pageHeight: 1801, scrollY: 0, load: false },
    { windowHeight: 800, pageHeight: 3000, scrollY: 400, load: false },
    { windowHeight: 800, pageHeight: 3000, scrollY: 401, load: true },
    { windowHeight: 1400, pageHeight: 5000, scrollY: 401, load: true },
  ])('window $windowHeight, page $pageHeight, scrolled $scrollY → $load', ({ load, ...state }) => {
    expect(shouldLoadReviewWidget(state)).toBe(load);
  });
});
