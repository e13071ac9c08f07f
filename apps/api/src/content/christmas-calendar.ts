import type { CalendarDoor, CalendarResponse } from '@nordshop/api-contract';
import { isCalendarDoorOpen, STOREFRONTS, type LocaleCode } from '@nordshop/locale-config';
import { and, asc, eq } from 'drizzle-orm';
import { loadProductCards } from '../catalog/product-cards';
import type { ActiveDeal } from '../catalog/current-deal';
import type { Database } from '../platform/db/database';
import { calendarDoors } from '../platform/db/schema';

/**
 * The Christmas calendar of a storefront and year at the instant `now`, or null when there is none.
 * A door is open from midnight of its December day in the storefront's time zone
 * (isCalendarDoorOpen); a door not open yet answers only its day, so nothing of its offer leaves
 * the server early. Open doors carry their product as a listing card (prices with `deal` applied;
 * null when the product is not sold in the storefront any more).
 */
export async function loadChristmasCalendar(
  database: Database,
  locale: LocaleCode,
  year: number,
  now: Date,
  deal: ActiveDeal | null,
): Promise<CalendarResponse | null> {
  const rows = await database.db
    .select({
      day: calendarDoors.day,
      title: calendarDoors.title,
      text: calendarDoors.text,
      product_id: calendarDoors.productId,
      coupon_code: calendarDoors.couponCode,
    })
    .from(calendarDoors)
    .where(and(eq(calendarDoors.year, year), eq(calendarDoors.locale, locale)))
    .orderBy(asc(calendarDoors.day));
  if (rows.length === 0) return null;
  const open = rows.filter((row) => isCalendarDoorOpen(year, row.day, now, locale));
  const productIds = [
    ...new Set(open.flatMap((row) => (row.product_id === null ? [] : [row.product_id]))),
  ];
  const cards = new Map(
    (await loadProductCards(database, productIds, locale, deal)).map((card) => [card.id, card]),
  );
  const doors = rows.map((row): CalendarDoor => {
    if (!open.includes(row))
      return {
        day: row.day,
        open: false,
        title: null,
        text: null,
        product: null,
        coupon_code: null,
      };
    const product = row.product_id === null ? null : (cards.get(row.product_id) ?? null);
    return {
      day: row.day,
      open: true,
      title: row.title,
      text: row.text,
      product,
      coupon_code: row.coupon_code,
    };
  });
  return { year, time_zone: STOREFRONTS[locale].timeZone, doors };
}
