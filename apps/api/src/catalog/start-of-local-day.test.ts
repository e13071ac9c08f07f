import { STOREFRONTS } from '@nordshop/locale-config';
import { describe, expect, it } from 'vitest';
import { startOfLocalDay } from './start-of-local-day';

const cases = [
  {
    name: 'sv in winter: CET midnight is 23:00 UTC the day before',
    zone: STOREFRONTS.sv.timeZone,
    now: '2026-11-22T13:20:00Z',
    start: '2026-11-21T23:00:00Z',
  },
  {
    name: 'sv one second before local midnight',
    zone: STOREFRONTS.sv.timeZone,
    now: '2026-11-22T22:59:59Z',
    start: '2026-11-21T23:00:00Z',
  },
  {
    name: 'sv at local midnight exactly',
    zone: STOREFRONTS.sv.timeZone,
    now: '2026-11-22T23:00:00Z',
    start: '2026-11-22T23:00:00Z',
  },
  {
    name: 'sv after local midnight while the UTC date is still the day before',
    zone: STOREFRONTS.sv.timeZone,
    now: '2026-11-22T23:30:00Z',
    start: '2026-11-22T23:00:00Z',
  },
  {
    name: 'sv in summer: CEST midnight is 22:00 UTC',
    zone: STOREFRONTS.sv.timeZone,
    now: '2026-07-01T12:00:00Z',
    start: '2026-06-30T22:00:00Z',
  },
  {
    name: 'sv on the spring-forward day (midnight still CET)',
    zone: STOREFRONTS.sv.timeZone,
    now: '2026-03-29T10:00:00Z',
    start: '2026-03-28T23:00:00Z',
  },
  {
    name: 'sv on the fall-back day (midnight still CEST)',
    zone: STOREFRONTS.sv.timeZone,
    now: '2026-10-25T10:00:00Z',
    start: '2026-10-24T22:00:00Z',
  },
  {
    name: 'sv the day after spring-forward',
    zone: STOREFRONTS.sv.timeZone,
    now: '2026-03-30T06:00:00Z',
    start: '2026-03-29T22:00:00Z',
  },
  {
    name: 'no like sv',
    zone: STOREFRONTS.no.timeZone,
    now: '2026-11-22T13:20:00Z',
    start: '2026-11-21T23:00:00Z',
  },
  {
    name: 'da like sv',
    zone: STOREFRONTS.da.timeZone,
    now: '2026-07-01T12:00:00Z',
    start: '2026-06-30T22:00:00Z',
  },
  {
    name: 'nl like sv',
    zone: STOREFRONTS.nl.timeZone,
    now: '2026-03-29T10:00:00Z',
    start: '2026-03-28T23:00:00Z',
  },
  {
    name: 'fi is an hour ahead: EET midnight is 22:00 UTC',
    zone: STOREFRONTS.fi.timeZone,
    now: '2026-11-22T21:59:59Z',
    start: '2026-11-21T22:00:00Z',
  },
  {
    name: 'fi past its midnight while sv is still on the day before',
    zone: STOREFRONTS.fi.timeZone,
    now: '2026-11-22T22:30:00Z',
    start: '2026-11-22T22:00:00Z',
  },
  {
    name: 'fi in summer: EEST midnight is 21:00 UTC',
    zone: STOREFRONTS.fi.timeZone,
    now: '2026-07-01T00:00:00Z',
    start: '2026-06-30T21:00:00Z',
  },
  { name: 'UTC', zone: 'UTC', now: '2026-11-22T13:20:00.123Z', start: '2026-11-22T00:00:00Z' },
  {
    name: 'a zone whose clocks jumped over midnight: the day began at the jump',
    zone: 'America/Sao_Paulo',
    now: '2018-11-04T12:00:00Z',
    start: '2018-11-04T03:00:00Z',
  },
];

describe('startOfLocalDay', () => {
  it.each(cases)('$name', ({ zone, now, start }) => {
    expect(startOfLocalDay(new Date(now), zone).toISOString()).toBe(new Date(start).toISOString());
  });

  it('is local midnight of the same local date, at or before now, every hour of a year', () => {
    for (const zone of [STOREFRONTS.sv.timeZone, STOREFRONTS.fi.timeZone]) {
      const local = new Intl.DateTimeFormat('sv-SE', {
        timeZone: zone,
        dateStyle: 'short',
        timeStyle: 'medium',
      });
      for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 3_600_000 + 61_000) {
        const start = startOfLocalDay(new Date(t), zone);
        expect(start.getTime()).toBeLessThanOrEqual(t);
        expect(local.format(start)).toBe(`${local.format(t).slice(0, 10)} 00:00:00`);
      }
    }
  });

  it('answers the same whichever day was asked for before, around each change of day', () => {
    const zone = STOREFRONTS.sv.timeZone;
    const instants = [
      '2026-10-24T21:59:59.999Z',
      '2026-10-24T22:00:00.000Z',
      '2026-10-25T22:59:59.999Z',
      '2026-10-25T23:00:00.000Z',
      '2026-03-28T22:59:59.999Z',
      '2026-03-28T23:00:00.000Z',
      '2026-03-29T21:59:59.999Z',
      '2026-03-29T22:00:00.000Z',
    ].map((iso) => new Date(iso));
    const expected = [
      '2026-10-23T22:00:00.000Z',
      '2026-10-24T22:00:00.000Z',
      '2026-10-24T22:00:00.000Z',
      '2026-10-25T23:00:00.000Z',
      '2026-03-27T23:00:00.000Z',
      '2026-03-28T23:00:00.000Z',
      '2026-03-28T23:00:00.000Z',
      '2026-03-29T22:00:00.000Z',
    ];
    for (const order of [instants.keys(), [...instants.keys()].reverse()]) {
      for (const index of order) {
        const instant = instants[index] as Date;
        expect(startOfLocalDay(instant, zone).toISOString()).toBe(expected[index]);
      }
    }
  });
});
