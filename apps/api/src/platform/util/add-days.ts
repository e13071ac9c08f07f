import type { IsoDate } from '@nordshop/locale-config';

/** The calendar date `days` days after `date` (YYYY-MM-DD; negative days go back). */
export function addDays(date: IsoDate, days: number): IsoDate {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (day ?? 1) + days))
    .toISOString()
    .slice(0, 10);
}
