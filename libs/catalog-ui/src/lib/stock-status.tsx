import type { IsoDate, LocaleCode } from '@nordshop/locale-config';
import { useStrings } from './use-strings';
import { stockStatusMessage } from './stock-status-message';
import { stockStatusView, type StockPlacement } from './stock-status-view';

/** Props of {@link StockStatus}. */
export interface StockStatusProps {
  /** The product's stock_status key, e.g. in-stock or back-order. */
  readonly stockStatus: string;
  /** Presale date (YYYY-MM-DD) or null. */
  readonly estimatedAt: IsoDate | null | undefined;
  /** The stock_dates experiment: show delivery date ranges. */
  readonly showDates: boolean;
  /** Today in the storefront's time zone (`localDate(now, locale)`), the same on server and client. */
  readonly today: IsoDate;
  /** Where the text stands; the home page shows only the end date. */
  readonly placement: StockPlacement;
  readonly locale: LocaleCode;
  readonly className?: string;
}

/** A product's stock text (spec section 4) with its tone as a modifier class. */
export function StockStatus({
  stockStatus,
  estimatedAt,
  showDates,
  today,
  placement,
  locale,
  className,
}: StockStatusProps) {
  const { t } = useStrings();
  const view = stockStatusView({ stockStatus, estimatedAt, showDates, today, placement });
  const message = stockStatusMessage(view, locale, today);
  return (
    <p
      className={['ns-stock', `ns-stock--${view.tone}`, className ?? ''].filter(Boolean).join(' ')}
    >
      <span className="ns-stock__dot" aria-hidden="true" />
      {t(message.key, message.values)}
    </p>
  );
}
