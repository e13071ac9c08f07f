import type { IsoDate } from '@nordshop/locale-config';

/** Business days from order to delivery per stock status (spec section 4); others have no estimate. */
export const DELIVERY_BUSINESS_DAYS: Readonly<Record<string, readonly [from: number, to: number]>> =
  {
    'in-stock': [1, 3],
    'back-order-quick': [4, 6],
    'back-order-slow': [5, 7],
  };

const DAY_MS = 24 * 60 * 60 * 1000;

function toUtc(date: IsoDate): Date {
  return new Date(`${date}T00:00:00Z`);
}

/** `date` moved forward by `days` business days; Saturday and Sunday are skipped. */
export function addBusinessDays(date: IsoDate, days: number): IsoDate {
  let current = toUtc(date).getTime();
  let left = days;
  while (left > 0) {
    current += DAY_MS;
    const weekday = new Date(current).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return new Date(current).toISOString().slice(0, 10);
}

/** The first and last day a product of `stockStatus` ordered on `today` is delivered, or undefined. */
export function deliveryEstimate(
  stockStatus: string,
  today: IsoDate,
): { from: IsoDate; to: IsoDate } | undefined {
  const days = DELIVERY_BUSINESS_DAYS[stockStatus];
  if (!days) return undefined;
  return { from: addBusinessDays(today, days[0]), to: addBusinessDays(today, days[1]) };
}
