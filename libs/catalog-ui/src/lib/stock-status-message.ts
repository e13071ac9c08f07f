import {
  formatDate,
  formatUpcomingDate,
  type IsoDate,
  type LocaleCode,
} from '@nordshop/locale-config';
import { formatDateRange } from './format-date-range';
import type { StockStatusView } from './stock-status-view';

/** A translation key and the values it interpolates. */
export interface TranslatedMessage {
  readonly key: string;
  readonly values: Readonly<Record<string, string>>;
}

/**
 * The text of a stock status view on `today` (YYYY-MM-DD in the storefront's time zone): the
 * presale key with its date (with the year when it is not within the coming months,
 * formatUpcomingDate), 'delivered <range>' with the business-day range (only the end date on the
 * home page), or the status key as it is. Dates are written in the storefront's language.
 */
export function stockStatusMessage(
  view: StockStatusView,
  locale: LocaleCode,
  today: IsoDate,
): TranslatedMessage {
  switch (view.kind) {
    case 'presale':
      return { key: view.key, values: { date: formatUpcomingDate(view.date, today, locale) } };
    case 'dates':
      return {
        key: view.key,
        values: {
          range: view.endOnly
            ? formatDate(view.to, locale)
            : formatDateRange(view.from, view.to, locale),
        },
      };
    case 'status':
      return { key: view.key, values: {} };
  }
}
