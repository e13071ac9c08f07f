import type { CalendarDoor } from '@nordshop/api-contract';
import { unitPrice, useStrings } from '@nordshop/catalog-ui';
import {
  calendarDoorDate,
  formatDate,
  formatMoney,
  isCalendarDoorOpen,
  localDate,
  type LocaleCode,
} from '@nordshop/locale-config';
import { useQuery } from '@tanstack/react-query';
import { calendarQuery } from '../data/content-queries';
import { useState } from 'react';
import { useHydrated } from '../ui/use-hydrated';
import { LoadFailed, Loading } from '../account/account-layout';
import { useRouterContext, useStorefront } from '../routing/hooks';
import { RouterLink, catalogLinks } from '../routing/use-links';

/** The calendar's year and today's door by the shopper's clock in the storefront's time zone. */
function calendarToday(
  now: Date,
  locale: LocaleCode,
): { year: number; month: number; day: number } {
  const [year = '0', month = '0', day = '0'] = localDate(now, locale).split('-');
  return { year: Number(year), month: Number(month), day: Number(day) };
}

function Door({
  door,
  year,
  now,
  locale,
  today,
}: {
  door: CalendarDoor;
  year: number;
  now: Date;
  locale: LocaleCode;
  today: boolean;
}) {
  const { t } = useStrings();
  const open = door.open && isCalendarDoorOpen(year, door.day, now, locale);
  if (!open || !door.open) {
    return (
      <li
        className="calendar__door calendar__door--closed"
        data-day={door.day}
        aria-label={t('calendar.closed_door', { day: door.day })}
      >
        <span className="calendar__day">{door.day}</span>
        <span className="calendar__opens">
          {t('calendar.opens_on', {
            date: formatDate(calendarDoorDate(year, door.day), locale, {
              day: 'numeric',
              month: 'long',
            }),
          })}
        </span>
      </li>
    );
  }
  const product = door.product;
  return (
    <li
      className={
        today
          ? 'calendar__door calendar__door--open calendar__door--today'
          : 'calendar__door calendar__door--open'
      }
      data-day={door.day}
      aria-current={today ? 'date' : undefined}
    >
      <span className="calendar__day">{door.day}</span>
      <h2 className="calendar__title">{door.title}</h2>
      <p className="calendar__text">{door.text}</p>
      {product ? (
        <p>
          <RouterLink href={catalogLinks(locale).product(product)}>{product.name}</RouterLink>{' '}
          <span className="calendar__price">
            {formatMoney(unitPrice(product.prices) ?? 0, locale)}
          </span>
        </p>
      ) : null}
      {door.coupon_code ? (
        <p className="calendar__code">{t('calendar.code', { code: door.coupon_code })}</p>
      ) : null}
    </li>
  );
}

/**
 * The Christmas calendar (spec section 2): 24 doors; a door opens on its December day in the
 * storefront's time zone and shows that day's offer. The server gives the offers of the doors
 * that have opened by its clock; the page opens them by the shopper's.
 */
export function CalendarPage() {
  const { t } = useStrings();
  const { code: locale } = useStorefront();
  const hydrated = useHydrated();
  const [now] = useState(() => new Date());
  const today = calendarToday(now, locale);
  const api = useRouterContext().apiFor(locale);
  const calendar = useQuery({ ...calendarQuery({ locale, api }, today.year), enabled: hydrated });
  return (
    <main className="calendar">
      <h1>{t('calendar.title', { year: today.year })}</h1>
      <p className="calendar__lead">{t('calendar.lead')}</p>
      {!hydrated || calendar.isPending ? (
        <Loading />
      ) : calendar.isError ? (
        (calendar.error as { status?: number }).status === 404 ? (
          <p className="account__empty">{t('calendar.none')}</p>
        ) : (
          <LoadFailed retry={() => void calendar.refetch()} />
        )
      ) : (
        <ol className="calendar__doors">
          {calendar.data.doors.map((door) => (
            <Door
              key={door.day}
              door={door}
              year={calendar.data.year}
              now={now}
              locale={locale}
              today={today.month === 12 && today.day === door.day}
            />
          ))}
        </ol>
      )}
    </main>
  );
}
