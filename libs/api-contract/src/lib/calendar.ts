import * as z from 'zod';
import { deferred } from './deferred-schema';
import { ProductCardSchema } from './product';
import { queryInt } from './query-params';

/** Query of GET /api/calendar: the calendar's year. */
export const CalendarQuerySchema = deferred(() => z.object({ year: queryInt(2000, 2100) }));
export type CalendarQuery = z.infer<typeof CalendarQuerySchema>;

const DaySchema = deferred(() => z.number().int().min(1).max(24));

/** An open door: its offer, a product card (null when the product is no longer sold) and maybe a coupon code for the day. */
export const OpenCalendarDoorSchema = deferred(() =>
  z.object({
    day: DaySchema,
    open: z.literal(true),
    title: z.string(),
    text: z.string(),
    product: ProductCardSchema.nullable(),
    coupon_code: z.string().nullable(),
  }),
);

/** A door that is not open yet: only its day, so its offer cannot be peeked at. */
export const ClosedCalendarDoorSchema = deferred(() =>
  z.object({
    day: DaySchema,
    open: z.literal(false),
    title: z.null(),
    text: z.null(),
    product: z.null(),
    coupon_code: z.null(),
  }),
);

/**
 * A door of the Christmas calendar. It opens at 00:00 on December {day} in the storefront's time
 * zone (`isCalendarDoorOpen` of @nordshop/locale-config, by the server's clock) and stays open.
 */
export const CalendarDoorSchema = deferred(() =>
  z.discriminatedUnion('open', [OpenCalendarDoorSchema, ClosedCalendarDoorSchema]),
);
export type CalendarDoor = z.infer<typeof CalendarDoorSchema>;

/**
 * GET /api/calendar: the storefront's Christmas calendar of a year, doors 1 to 24 in order (404 when
 * there is none). `time_zone` is the IANA zone the doors open in. Cacheable for 60 s.
 */
export const CalendarResponseSchema = deferred(() =>
  z.object({
    year: z.number().int(),
    time_zone: z.string(),
    doors: z.array(CalendarDoorSchema),
  }),
);
export type CalendarResponse = z.infer<typeof CalendarResponseSchema>;
