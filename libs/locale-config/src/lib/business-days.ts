import type { IsoDate } from './local-date';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * `date` moved forward by `days` business days; Saturday and Sunday are skipped (spec section 4,
 * delivery estimates). `addBusinessDays('2025-11-21', 1)` (a Friday) is '2025-11-24'.
 */
export function addBusinessDays(date: IsoDate, days: number): IsoDate {
  let current = new Date(`${date}T00:00:00Z`).getTime();
  let left = days;
  while (left > 0) {
    current += DAY_MS;
    const weekday = new Date(current).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return new Date(current).toISOString().slice(0, 10);
}
