import type { DealResponse } from '@nordshop/api-contract';
import type { LocaleCode } from '@nordshop/locale-config';
import { useStrings } from './use-strings';
import { systemClock, type Clock } from './clock';
import { countdownParts, isDealActive } from './deal-rules';
import { PlainLink, type LinkComponent } from './link';
import { formatPercentOff } from './price-view';
import { useDealNow } from './use-deal-now';

/** Props of {@link DealBanner}. */
export interface DealBannerProps {
  /** The current deal (GET /api/current-deal), or null/undefined when there is none or it failed. */
  readonly deal: DealResponse | null | undefined;
  /** The instant the page was rendered (ms since the epoch), the same on server and client. */
  readonly now: number;
  /** The localized URL of the deal product's page. */
  readonly href: string;
  /** Show the hh:mm:ss countdown: only on the deal product's own page. */
  readonly showCountdown: boolean;
  readonly locale: LocaleCode;
  /** Where the live time comes from (default: the real clock). */
  readonly clock?: Clock;
  readonly linkComponent?: LinkComponent;
}

/**
 * The current-deal banner (spec section 4): shown only while the deal runs, linking to the deal
 * product; on that product's page a countdown to expires_at (a timer role, not announced every
 * second), paused while the tab is hidden and resynced when it shows again. The banner goes away
 * when the countdown reaches zero.
 */
export function DealBanner({
  deal,
  now: initialNow,
  href,
  showCountdown,
  locale,
  clock = systemClock,
  linkComponent,
}: DealBannerProps) {
  const { t } = useStrings();
  const now = useDealNow(deal, initialNow, showCountdown, clock);
  if (!deal || !isDealActive(deal, now)) return null;
  const Link = linkComponent ?? PlainLink;
  const countdown = countdownParts(Date.parse(deal.expires_at) - now);
  return (
    <aside className="ns-deal-banner" aria-label={deal.title}>
      <Link href={href} className="ns-deal-banner__link">
        <strong className="ns-deal-banner__title">{deal.title}</strong>{' '}
        <span className="ns-deal-banner__product">{deal.product_name}</span>{' '}
        <span className="ns-deal-banner__discount">{formatPercentOff(deal.discount, locale)}</span>
      </Link>
      {showCountdown ? (
        <p className="ns-deal-banner__countdown" role="timer" aria-atomic="true">
          {t('deal.ends_in', { time: countdown.text })}
        </p>
      ) : null}
    </aside>
  );
}
