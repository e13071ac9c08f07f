import { addBusinessDays, type IsoDate } from '@nordshop/locale-config';

export { addBusinessDays };

/** Business days from order to delivery per stock status (spec section 4); others have no estimate. */
export const DELIVERY_BUSINESS_DAYS: Readonly<Record<string, readonly [from: number, to: number]>> =
  {
    'in-stock': [1, 3],
    'back-order-quick': [4, 6],
    'back-order-slow': [5, 7],
  };

/** The first and last day a product of `stockStatus` ordered on `today` is delivered, or undefined. */
export function deliveryEstimate(
  stockStatus: string,
  today: IsoDate,
): { from: IsoDate; to: IsoDate } | undefined {
  const days = DELIVERY_BUSINESS_DAYS[stockStatus];
  if (!days) return undefined;
  return { from: addBusinessDays(today, days[0]), to: addBusinessDays(today, days[1]) };
}
