import { useExperiment } from '../experiments/experiments-provider';
import { useGlobalSearch, useStorefront } from '../routing/hooks';

/**
 * Stock shown as dates: the stock_dates experiment's choice when the query or the session set it,
 * else the storefront's display setting.
 */
export function useShowStockDates(): boolean {
  const queried = useGlobalSearch().stock_dates;
  const variant = useExperiment('stock_dates');
  const { display_settings: displaySettings } = useStorefront();
  if (queried !== undefined) return queried === 'days_date_format';
  return variant === 'days_date_format' || displaySettings.stock_status_dates;
}
