import { useQuery } from '@tanstack/react-query';
import { useStrings } from '@nordshop/catalog-ui';
import { STOREFRONTS, type LocaleCode } from '@nordshop/locale-config';
import { useHydrated } from '../ui/use-hydrated';
import { useRouterContext, useScreenParams, useStorefront } from '../routing/hooks';
import { RouterLink } from '../routing/use-links';
import { screenPath } from '../routing/screen-path';
import { orderToken } from '../account/order-session';
import { orderQuery } from '../data/order-queries';
import { useIncludeVat } from '../layout/use-include-vat';
import { ConfirmationSummary } from './confirmation-summary';

/**
 * The order confirmation (/checkout/confirmation/:id?): the order just placed, read with the
 * order-scoped token this tab received when placing it, shown in the display mode as the checkout
 * showed it. Never cached; rendered in the browser.
 */
export function ConfirmationPage() {
  const { t } = useStrings();
  const { code: locale } = useStorefront();
  const includeVat = useIncludeVat();
  const { id } = useScreenParams();
  const hydrated = useHydrated();
  const api = useRouterContext().apiFor(locale);
  const token = hydrated && id ? orderToken(id) : null;
  const order = useQuery({
    ...orderQuery({ locale, api }, Number(id), token ?? ''),
    enabled: token !== null,
    gcTime: 0,
  });
  const trackHref = screenPath('track-order', { id: id ?? '' }, locale);
  return (
    <main className="checkout confirmation">
      <h1>{t('confirmation.title')}</h1>
      {!hydrated || (token !== null && order.isPending) ? (
        <p role="status">{t('general.loading')}</p>
      ) : order.data ? (
        <>
          <p className="confirmation__lead">
            {t('confirmation.text', { id: order.data.order.id, email: order.data.order.email })}
          </p>
          {order.data.order.reserved_until !== null && (
            <p className="confirmation__hold">
              {t('confirmation.hold', {
                date: holdEnd(order.data.order.reserved_until, locale),
              })}
            </p>
          )}
          <ConfirmationSummary order={order.data.order} locale={locale} includeVat={includeVat} />
        </>
      ) : (
        <p>{t('confirmation.missing')}</p>
      )}
      <RouterLink className="button" href={trackHref}>
        {t('confirmation.track')}
      </RouterLink>
    </main>
  );
}

/** When an unpaid order's hold ends (an ISO instant), as the storefront writes a day and time in its time zone. */
function holdEnd(instant: string, locale: LocaleCode): string {
  return new Intl.DateTimeFormat(STOREFRONTS[locale].iso, {
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: STOREFRONTS[locale].timeZone,
  }).format(new Date(instant));
}

/** A failed payment (/checkout/failed/:id?): nothing was charged, the cart is intact, try again. */
export function FailedPage() {
  const { t } = useStrings();
  const { code: locale } = useStorefront();
  return (
    <main className="checkout">
      <h1>{t('failed.title')}</h1>
      <p>{t('failed.text')}</p>
      <RouterLink className="button button--primary" href={screenPath('checkout-id', {}, locale)}>
        {t('failed.retry')}
      </RouterLink>
    </main>
  );
}
