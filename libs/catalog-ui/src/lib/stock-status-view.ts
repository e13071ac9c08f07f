import type { IsoDate } from '@nordshop/locale-config';
import { deliveryEstimate } from './delivery-estimate';

/** How a stock status reads: a translation key, a tone, and the dates that go with it. */
export type StockStatusView =
  | {
      readonly kind: 'presale';
      readonly key: 'product.presale';
      readonly tone: 'info';
      readonly date: IsoDate;
    }
  | {
      readonly kind: 'dates';
      readonly key: 'product.delivered';
      readonly tone: StockTone;
      readonly from: IsoDate;
      readonly to: IsoDate;
      readonly endOnly: boolean;
    }
  | { readonly kind: 'status'; readonly key: string; readonly tone: StockTone };

/** Colour of a stock text. */
export type StockTone = 'success' | 'warning' | 'danger' | 'info';

/** Where the stock text stands: the home page shows only the end date of a range. */
export type StockPlacement = 'home' | 'listing' | 'product';

const TONES: Readonly<Record<string, StockTone>> = {
  'in-stock': 'success',
  'back-order-quick': 'warning',
  'back-order-slow': 'warning',
  'back-order': 'danger',
};

/**
 * The stock text of a product (spec section 4): a presale date wins; with the stock_dates
 * experiment a status with a delivery estimate shows its business-day range ('delivered <range>',
 * only the end date on the home page); otherwise the text of the status key, back-order reading as
 * out of stock (its translation says so) and unknown statuses coming from the translations.
 */
export function stockStatusView(input: {
  readonly stockStatus: string;
  readonly estimatedAt: IsoDate | null | undefined;
  readonly showDates: boolean;
  readonly today: IsoDate;
  readonly placement: StockPlacement;
}): StockStatusView {
  if (input.estimatedAt)
    return { kind: 'presale', key: 'product.presale', tone: 'info', date: input.estimatedAt };
  const tone = TONES[input.stockStatus] ?? 'info';
  if (input.showDates) {
    const estimate = deliveryEstimate(input.stockStatus, input.today);
    if (estimate)
      return {
        kind: 'dates',
        key: 'product.delivered',
        tone,
        ...estimate,
        endOnly: input.placement === 'home',
      };
  }
  return { kind: 'status', key: `stock.${input.stockStatus}`, tone };
}
