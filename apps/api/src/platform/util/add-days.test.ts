import { describe, expect, it } from 'vitest';
import { addDays } from './add-days';

describe('addDays', () => {
  it.each([
    { date: '2026-11-22', days: 30, expected: '2026-12-22' },
    { date: '2026-12-15', days: 30, expected: '2027-01-14' },
    { date: '2028-02-28', days: 1, expected: '2028-02-29' },
    { date: '2027-03-28', days: 1, expected: '2027-03-29' },
    { date: '2026-01-01', days: -1, expected: '2025-12-31' },
  ])('$date + $days days is $expected', ({ date, days, expected }) => {
    expect(addDays(date, days)).toBe(expected);
  });
});
