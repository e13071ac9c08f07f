import { useGlobalSearch, useStorefront } from '../routing/hooks';

/** Stock shown as dates: the stock_dates experiment's choice, else the storefront's display setting. */
export function useShowStockDates(): boolean {
  const stockDates = useGlobalSearch().stock_dates;
  const { display_settings: displaySettings } = useStorefront();
  return stockDates === undefined ? displaySettings.stock_status_dates : stockDates === 'days_date_format';
}
