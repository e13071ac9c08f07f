const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock time in `timeZone` at `instant`, written as if it were UTC (milliseconds). */
function wallClock(instant: number, timeZone: string): number {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  const whole = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  // The formatter stops at seconds; the milliseconds are the same in every zone.
  return whole + (instant - Math.floor(instant / 1000) * 1000);
}

/** Local midnight of `now` in `timeZone`, worked out from the zone's wall clock. */
function computeStartOfLocalDay(now: Date, timeZone: string): Date {
  const midnight = Math.floor(wallClock(now.getTime(), timeZone) / DAY_MS) * DAY_MS;
  // On a daylight-saving day the offset before midnight differs from the one after the change.
  const offsets = [midnight - 12 * HOUR_MS, midnight + 12 * HOUR_MS].map(
    (probe) => wallClock(probe, timeZone) - probe,
  );
  const candidates = offsets.map((offset) => midnight - offset);
  const exact = candidates.filter((instant) => wallClock(instant, timeZone) === midnight);
  return new Date(exact.length > 0 ? Math.min(...exact) : Math.max(...candidates));
}

/**
 * The local day last asked for in each time zone: its first instant and the next day's. Each
 * process keeps its own, as the answer is the same in every process (no state to share).
 */
const lastDay = new Map<string, { readonly start: number; readonly next: number }>();

/**
 * The instant the local calendar day of `now` began in `timeZone` (an IANA name such as
 * Europe/Stockholm): local midnight, found with the UTC offsets in force on either side of it, so
 * a daylight-saving day is right too. Where the clocks jump over midnight itself, the day begins
 * at the jump. Pure: the same arguments give the same instant.
 *
 * Every product page asks for the day of its storefront; the day last found in a zone answers any
 * instant between its start and the next day's without formatting dates again. A day lasts 23 to
 * 25 hours, so 30 hours after its start is always inside the next day.
 */
export function startOfLocalDay(now: Date, timeZone: string): Date {
  const instant = now.getTime();
  const day = lastDay.get(timeZone);
  if (day !== undefined && instant >= day.start && instant < day.next) return new Date(day.start);
  const start = computeStartOfLocalDay(now, timeZone).getTime();
  const next = computeStartOfLocalDay(new Date(start + 30 * HOUR_MS), timeZone).getTime();
  if (instant >= start && instant < next) lastDay.set(timeZone, { start, next });
  return new Date(start);
}
