import { describe, expect, it } from 'vitest';
import { formatRating, RATING_DECIMALS } from '../index';

describe('formatRating', () => {
  it('shows no decimals', () => {
    expect(RATING_DECIMALS).toBe(0);
  });

  it.each([
    { locale: 'sv', rating: 4.5, expected: '5' },
    { locale: 'no', rating: 4.4, expected: '4' },
    { locale: 'da', rating: 3.6, expected: '4' },
    { locale: 'fi', rating: 0, expected: '0' },
    { locale: 'nl', rating: 4.49, expected: '4' },
    { locale: 'sv', rating: 1234, expected: '1\u00a0234' },
    { locale: 'da', rating: 1234, expected: '1.234' },
  ] as const)('writes $rating in $locale as $expected', ({ locale, rating, expected }) => {
    expect(formatRating(rating, locale)).toBe(expected);
  });
});
