import { describe, expect, it } from 'vitest';
import { formatRating, RATING_DECIMALS } from '../index';

describe('formatRating', () => {
  it('shows one decimal, as fine as the half stars beside it', () => {
    expect(RATING_DECIMALS).toBe(1);
  });

  it.each([
    { locale: 'sv', rating: 4.5, expected: '4,5' },
    { locale: 'no', rating: 4.44, expected: '4,4' },
    { locale: 'da', rating: 3.65, expected: '3,7' },
    { locale: 'fi', rating: 0, expected: '0,0' },
    { locale: 'nl', rating: 4, expected: '4,0' },
    { locale: 'sv', rating: 4.96, expected: '5,0' },
    { locale: 'da', rating: 1234, expected: '1.234,0' },
  ] as const)('writes $rating in $locale as $expected', ({ locale, rating, expected }) => {
    expect(formatRating(rating, locale)).toBe(expected);
  });
});
