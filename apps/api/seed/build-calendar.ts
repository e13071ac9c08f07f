import { LOCALE_CODES, STOREFRONTS, type LocaleCode } from '@nordshop/locale-config';
import { startOfLocalDay } from '../src/catalog/start-of-local-day';
import type { calendarDoors, coupons } from '../src/platform/db/schema';
import { CALENDAR_DOORS, CALENDAR_YEARS, DOOR_COUPON_PREFIX } from './data/calendar-doors';
import { FAMILIES } from './data/families';

/** The calendar doors of every seeded year and storefront, and the one-day coupons some of them hold. */
export interface BuiltCalendar {
  readonly doors: (typeof calendarDoors.$inferInsert)[];
  readonly coupons: (typeof coupons.$inferInsert)[];
}

/** The code of a door's coupon: prefix of the storefront, door and year, e.g. LUCKA04-25. */
export function doorCouponCode(locale: LocaleCode, year: number, day: number): string {
  return `${DOOR_COUPON_PREFIX[locale]}${String(day).padStart(2, '0')}-${String(year % 100).padStart(2, '0')}`;
}

/** The instant a December day of `year` begins in the storefront's time zone. */
export function decemberDayStarts(year: number, day: number, locale: LocaleCode): Date {
  // Noon UTC lies on the same calendar day in every storefront's zone.
  return startOfLocalDay(new Date(Date.UTC(year, 11, day, 12)), STOREFRONTS[locale].timeZone);
}

const LABEL: Readonly<Record<LocaleCode, (day: number, percent: number) => string>> = {
  sv: (day, percent) => `Julkalendern lucka ${day}: ${percent} %`,
  no: (day, percent) => `Julekalenderen luke ${day}: ${percent} %`,
  da: (day, percent) => `Julekalenderen låge ${day}: ${percent} %`,
  fi: (day, percent) => `Joulukalenterin luukku ${day}: ${percent} %`,
  nl: (day, percent) => `Kerstkalender deurtje ${day}: ${percent}%`,
};

/** How many products of a family the calendars offer: one per seeded year. */
export const PRODUCTS_PER_FAMILY = CALENDAR_YEARS.length;

/** The product group of a family (group_id = the family's index + 1). */
export function familyGroup(family: string): number {
  return FAMILIES.findIndex((f) => f.key === family) + 1;
}

/** The family's product for a year: each year shows the next one, so the calendars differ. */
function doorProduct(
  products: ReadonlyMap<string, readonly number[]>,
  family: string,
  yearIndex: number,
): number | null {
  const ids = products.get(family) ?? [];
  return ids.length === 0 ? null : ids[yearIndex % ids.length]!;
}

/**
 * Builds the Christmas calendars of {@link CALENDAR_YEARS} on every storefront: 24 doors with the
 * texts of the door and a product of its family (`products`: up to
 * {@link PRODUCTS_PER_FAMILY} ids per family, most popular first; none leaves the door without one). A door with `couponPercent` gets a coupon of that
 * percentage on its family (specific group), on its storefront only, valid from midnight to
 * midnight of its day in the storefront's time zone. Coupon ids start at `firstCouponId`.
 */
export function buildCalendar(
  products: ReadonlyMap<string, readonly number[]>,
  firstCouponId: number,
): BuiltCalendar {
  const doors: (typeof calendarDoors.$inferInsert)[] = [];
  const rows: (typeof coupons.$inferInsert)[] = [];
  CALENDAR_YEARS.forEach((year, yearIndex) => {
    CALENDAR_DOORS.forEach((door, index) => {
      const day = index + 1;
      const productId = doorProduct(products, door.family, yearIndex);
      const group = familyGroup(door.family);
      const percent = door.couponPercent;
      for (const locale of LOCALE_CODES) {
        const code = percent ? doorCouponCode(locale, year, day) : null;
        if (code !== null && percent) {
          rows.push({
            id: firstCouponId + rows.length,
            code,
            percentageDiscount: percent,
            specificGroups: [group],
            locales: [locale],
            startsAt: decemberDayStarts(year, day, locale),
            expiresAt: decemberDayStarts(year, day + 1, locale),
            discountLabel: Object.fromEntries(LOCALE_CODES.map((l) => [l, LABEL[l](day, percent)])),
          });
        }
        doors.push({
          year,
          locale,
          day,
          title: door.title[locale],
          text: door.text[locale],
          productId,
          couponCode: code,
        });
      }
    });
  });
  return { doors, coupons: rows };
}
