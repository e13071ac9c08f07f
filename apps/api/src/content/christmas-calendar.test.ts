import {
  ApiErrorSchema,
  CalendarResponseSchema,
  ProductCardSchema,
  SyncCouponsResponseSchema,
  type CalendarResponse,
} from '@nordshop/api-contract';
import {
  CALENDAR_DOOR_COUNT,
  isCalendarDoorOpen,
  LOCALE_CODES,
  STOREFRONTS,
  type LocaleCode,
} from '@nordshop/locale-config';
import { describe, expect, it } from 'vitest';
import { decemberDayStarts, doorCouponCode, familyGroup } from '../../seed/build-calendar';
import { CALENDAR_DOORS, CALENDAR_YEARS } from '../../seed/data/calendar-doors';
import { clockApi, sharedApi, STOREFRONT_CASES } from '../../testing/shared-api';
import { CALENDAR_CACHE_CONTROL } from './calendar-routes';

const api = sharedApi();
const clock = clockApi();
const query = (locale: LocaleCode) => `locale=${locale}&sid=${STOREFRONTS[locale].storeID}`;

async function calendarOf(
  baseUrl: string,
  locale: LocaleCode,
  year: number,
): Promise<CalendarResponse> {
  const response = await fetch(`${baseUrl}/api/calendar?${query(locale)}&year=${year}`);
  expect(response.status).toBe(200);
  return CalendarResponseSchema.parse(await response.json());
}

/** The calendar as the clock API answers it at `instant`. */
async function calendarAt(
  instant: string,
  locale: LocaleCode,
  year = 2025,
): Promise<CalendarResponse> {
  await clock.setNow(instant);
  return calendarOf(clock.baseUrl, locale, year);
}

const openDays = (calendar: CalendarResponse) =>
  calendar.doors.filter((door) => door.open).map((door) => door.day);
const days = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
const COUPON_DOORS = CALENDAR_DOORS.flatMap((door, i) => (door.couponPercent ? [i + 1] : []));

describe('GET /api/calendar', () => {
  const cases = LOCALE_CODES.flatMap((locale) => CALENDAR_YEARS.map((year) => ({ locale, year })));

  it.each(cases)(
    'answers the $year calendar of $locale: 24 doors, open by the clock of its time zone',
    async ({ locale, year }) => {
      const before = new Date();
      const response = await api.get(`/api/calendar?${query(locale)}&year=${year}`);
      const after = new Date();
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe(CALENDAR_CACHE_CONTROL);
      const calendar = CalendarResponseSchema.parse(await response.json());
      expect(calendar).toMatchObject({ year, time_zone: STOREFRONTS[locale].timeZone });
      expect(calendar.doors.map((door) => door.day)).toEqual(days(CALENDAR_DOOR_COUNT));
      for (const door of calendar.doors) {
        // A door may open between the two instants; either answer is then right.
        expect([
          isCalendarDoorOpen(year, door.day, before, locale),
          isCalendarDoorOpen(year, door.day, after, locale),
        ]).toContain(door.open);
        if (door.open) expect(door.title).toBe(CALENDAR_DOORS[door.day - 1]!.title[locale]);
      }
    },
  );

  it('answers the typed client', async () => {
    const calendar = await api.client('nl').calendar(2025);
    expect(calendar.doors).toHaveLength(CALENDAR_DOOR_COUNT);
  });

  it('answers 404 for a year without a calendar', async () => {
    const response = await api.get(`/api/calendar?${query('sv')}&year=2024`);
    expect(response.status).toBe(404);
    expect(ApiErrorSchema.parse(await response.json()).error).toBe('not_found');
  });

  it.each([
    { name: 'without a year', path: '' },
    { name: 'with a year that is not a number', path: '&year=nasta' },
    { name: 'with a two-digit year', path: '&year=25' },
  ])('answers 400 naming year $name', async ({ path }) => {
    const response = await api.get(`/api/calendar?${query('sv')}${path}`);
    expect(response.status).toBe(400);
    expect(Object.keys(ApiErrorSchema.parse(await response.json()).fields ?? {})).toEqual(['year']);
  });
});

describe('GET /api/calendar on a fixed clock', () => {
  it.each([
    {
      name: '23:59:59 on 30 November in Stockholm',
      now: '2025-11-30T22:59:59Z',
      locale: 'sv',
      open: [],
    },
    {
      name: 'midnight of 1 December in Stockholm',
      now: '2025-11-30T23:00:00Z',
      locale: 'sv',
      open: [1],
    },
    {
      name: '23:30 on 30 November in Amsterdam',
      now: '2025-11-30T22:30:00Z',
      locale: 'nl',
      open: [],
    },
    {
      name: '00:30 on 1 December in Helsinki, the same instant',
      now: '2025-11-30T22:30:00Z',
      locale: 'fi',
      open: [1],
    },
    {
      name: '23:59:59 on 23 December in Oslo',
      now: '2025-12-23T22:59:59Z',
      locale: 'no',
      open: days(23),
    },
    {
      name: 'midnight of 24 December in Copenhagen',
      now: '2025-12-23T23:00:00Z',
      locale: 'da',
      open: days(24),
    },
    { name: 'a day in January after', now: '2026-01-10T12:00:00Z', locale: 'sv', open: days(24) },
  ] as const)('opens the doors $open at $name', async ({ now, locale, open }) => {
    expect(openDays(await calendarAt(now, locale))).toEqual(open);
  });

  it('gives nothing of a door away before it opens', async () => {
    const calendar = await calendarAt('2025-12-01T12:00:00Z', 'sv');
    for (const door of calendar.doors.filter((d) => !d.open))
      expect(door).toEqual({
        day: door.day,
        open: false,
        title: null,
        text: null,
        product: null,
        coupon_code: null,
      });
    const raw = JSON.stringify(calendar);
    for (const seed of CALENDAR_DOORS.slice(1)) expect(raw).not.toContain(seed.title.sv);
    expect(raw).not.toMatch(/LUCKA/);
  });

  it('shows an open door with its texts, a product card of its family and no coupon on a door without one', async () => {
    const door = (await calendarAt('2025-12-01T12:00:00Z', 'fi')).doors[0]!;
    expect(door).toMatchObject({
      day: 1,
      open: true,
      title: CALENDAR_DOORS[0]!.title.fi,
      text: CALENDAR_DOORS[0]!.text.fi,
      coupon_code: null,
    });
    const card = ProductCardSchema.parse(door.product);
    expect(card.url_fragment).toMatch(/^\/tuote\//);
    const [row] = await api.sql<{ group_id: number }>(
      `select group_id from products where id = ${card.id}`,
    );
    expect(row?.group_id).toBe(familyGroup(CALENDAR_DOORS[0]!.family));
  });

  it.each([
    { locale: 'sv', opens: '2025-12-03T23:00:00Z' },
    { locale: 'fi', opens: '2025-12-03T22:00:00Z' },
  ] as const)(
    "holds door 4's coupon for that day only in $locale's time zone",
    async ({ locale, opens }) => {
      const code = doorCouponCode(locale, 2025, 4);
      const at = (offsetMinutes: number) =>
        new Date(Date.parse(opens) + offsetMinutes * 60_000).toISOString();
      const answer = async (instant: string) => {
        await clock.setNow(instant);
        const response = await fetch(`${clock.baseUrl}/api/sync-coupons?${query(locale)}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'cache-control': 'no-cache' },
          body: JSON.stringify({ coupons: [{ code }], cart_contents: [] }),
        });
        const result = SyncCouponsResponseSchema.parse(await response.json()).find(
          (entry) => entry.code === code,
        );
        return { applied: result?.applied, reason: result?.reason };
      };
      const usable = { applied: true, reason: null };
      expect((await calendarAt(at(-1), locale)).doors[3]!.open).toBe(false);
      // Before its day the code answers exactly as a code that does not exist: left out.
      expect(await answer(at(-1))).toEqual({ applied: undefined, reason: undefined });
      const door = (await calendarAt(at(0), locale)).doors[3]!;
      expect(door).toMatchObject({ open: true, coupon_code: code });
      expect(await answer(at(0))).toEqual(usable);
      expect(await answer(at(24 * 60 - 1))).toEqual(usable);
      expect(await answer(at(24 * 60))).toEqual({ applied: false, reason: 'expired' });
      // The door stays open with its code after the day; the code just no longer gives anything.
      expect((await calendarAt(at(24 * 60), locale)).doors[3]).toMatchObject({
        open: true,
        coupon_code: code,
      });
    },
  );
});

describe('the seeded calendars', () => {
  it.each(STOREFRONT_CASES)(
    'give $locale 24 doors a year with a product each, and one-day coupons on doors ' +
      COUPON_DOORS.join(', '),
    async ({ locale }) => {
      const doors = await api.sql<{
        year: number;
        day: number;
        product_id: number | null;
        coupon_code: string | null;
      }>(
        `select year, day, product_id, coupon_code from calendar_doors where locale = '${locale}' order by year, day`,
      );
      expect(doors).toHaveLength(CALENDAR_YEARS.length * CALENDAR_DOOR_COUNT);
      expect(doors.every((door) => door.product_id !== null)).toBe(true);
      for (const year of CALENDAR_YEARS) {
        const withCoupon = doors.filter((door) => door.year === year && door.coupon_code !== null);
        expect(withCoupon.map((door) => door.day)).toEqual(COUPON_DOORS);
        expect(withCoupon.map((door) => door.coupon_code)).toEqual(
          COUPON_DOORS.map((day) => doorCouponCode(locale, year, day)),
        );
      }
      const coupons = await api.sql<{
        code: string;
        starts_at: string;
        expires_at: string;
        locales: string[];
      }>(
        `select code, starts_at, expires_at, locales from coupons where code in (select coupon_code from calendar_doors where locale = '${locale}')`,
      );
      expect(coupons).toHaveLength(CALENDAR_YEARS.length * COUPON_DOORS.length);
      for (const coupon of coupons) {
        const [, day, year] = /(\d{2})-(\d{2})$/.exec(coupon.code)!.map(Number);
        expect(coupon.locales).toEqual([locale]);
        expect(new Date(coupon.starts_at).toISOString()).toBe(
          decemberDayStarts(2000 + year!, day!, locale).toISOString(),
        );
        expect(new Date(coupon.expires_at).toISOString()).toBe(
          decemberDayStarts(2000 + year!, day! + 1, locale).toISOString(),
        );
      }
    },
  );

  it('offers another product each year', async () => {
    const rows = await api.sql<{ n: number }>(
      `select count(*)::int as n from calendar_doors a join calendar_doors b on a.locale = b.locale and a.day = b.day and a.year = 2025 and b.year = 2026 where a.product_id = b.product_id`,
    );
    expect(rows[0]?.n).toBe(0);
  });
});
