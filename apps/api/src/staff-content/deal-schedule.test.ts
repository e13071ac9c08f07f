import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dealScheduleChange,
  endRunningDeals,
  type PlannedDeal,
  type StoredDeal,
} from './deal-schedule';

const HOUR = 3_600_000;
const T0 = Date.UTC(2031, 0, 1);
const at = (hours: number) => new Date(T0 + hours * HOUR);
const TITLE = { sv: 'Dagens deal', fi: 'Päivän diili' };

const deal = (productId: number, from: number, to: number, discount = 20): PlannedDeal => ({
  productId,
  discount,
  title: TITLE,
  startsAt: at(from),
  expiresAt: at(to),
});
const stored = (id: number, productId: number, from: number, to: number): StoredDeal => ({
  id,
  ...deal(productId, from, to),
});

/** The plan after a change, as the database would hold it (new rows numbered from 1000). */
function applied(plan: readonly StoredDeal[], incoming: PlannedDeal): PlannedDeal[] {
  const change = dealScheduleChange(plan, incoming);
  if (change === null) return [...plan];
  const cut = new Map(change.cut.map((row) => [row.id, row]));
  return [
    ...plan.filter((row) => !change.remove.includes(row.id)).map((row) => cut.get(row.id) ?? row),
    ...change.add,
  ];
}

/** The product whose deal runs at an hour, or null; throws if two run at once. */
function runningAt(plan: readonly PlannedDeal[], hour: number): number | null {
  const running = plan.filter((d) => d.startsAt <= at(hour) && d.expiresAt > at(hour));
  if (running.length > 1) throw new Error(`two deals at ${hour}`);
  return running[0]?.productId ?? null;
}

describe('dealScheduleChange', () => {
  const cases = [
    {
      name: 'removes a planned deal wholly inside the window',
      plan: [stored(1, 7, 2, 4)],
      expected: { remove: [1], cut: [], add: [deal(9, 0, 24)] },
    },
    {
      name: 'ends a deal that began before the window where the window begins',
      plan: [stored(1, 7, 0, 24)],
      incoming: deal(9, 12, 48),
      expected: { remove: [], cut: [stored(1, 7, 0, 12)], add: [deal(9, 12, 48)] },
    },
    {
      name: 'starts a deal that ends after the window where the window ends',
      plan: [stored(1, 7, 12, 36)],
      expected: { remove: [], cut: [stored(1, 7, 24, 36)], add: [deal(9, 0, 24)] },
    },
    {
      name: 'splits a deal that spans the window around it',
      plan: [stored(1, 7, 0, 24)],
      incoming: deal(9, 10, 11),
      expected: {
        remove: [],
        cut: [stored(1, 7, 0, 10)],
        add: [deal(9, 10, 11), deal(7, 11, 24)],
      },
    },
    {
      name: 'leaves deals outside the window as they are',
      plan: [stored(1, 7, -24, 0), stored(2, 8, 24, 48)],
      expected: { remove: [], cut: [], add: [deal(9, 0, 24)] },
    },
  ];

  it.each(cases)('$name', ({ plan, incoming, expected }) => {
    expect(dealScheduleChange(plan, incoming ?? deal(9, 0, 24))).toEqual(expected);
  });

  it('changes nothing when the window already holds exactly this deal', () => {
    expect(dealScheduleChange([stored(1, 9, 0, 24)], deal(9, 0, 24))).toBeNull();
  });

  it.each([
    { name: 'another discount', incoming: deal(9, 0, 24, 30) },
    { name: 'another window', incoming: deal(9, 0, 25) },
    { name: 'another product', incoming: deal(8, 0, 24) },
    { name: 'another title', incoming: { ...deal(9, 0, 24), title: { sv: 'Veckans deal' } } },
  ])('replaces the deal of the window when it has $name', ({ incoming }) => {
    expect(dealScheduleChange([stored(1, 9, 0, 24)], incoming)).toEqual({
      remove: [1],
      cut: [],
      add: [incoming],
    });
  });

  it('leaves one deal at every moment: the new one in its window, the plan as it was outside', () => {
    const window = fc
      .tuple(fc.integer({ min: -48, max: 48 }), fc.integer({ min: 1, max: 48 }))
      .map(([from, length]) => [from, from + length] as const);
    // A plan without overlaps, as the daily seed and earlier changes leave it.
    const plan = fc.array(window, { maxLength: 6 }).map((windows) => {
      const rows: StoredDeal[] = [];
      for (const [from, to] of windows) {
        if (rows.every((r) => r.expiresAt <= at(from) || r.startsAt >= at(to))) {
          rows.push(stored(rows.length + 1, rows.length + 1, from, to));
        }
      }
      return rows;
    });
    fc.assert(
      fc.property(plan, window, (before, [from, to]) => {
        const after = applied(before, deal(99, from, to));
        for (let hour = -60; hour < 110; hour += 1) {
          const inWindow = hour >= from && hour < to;
          expect(runningAt(after, hour)).toBe(inWindow ? 99 : runningAt(before, hour));
        }
      }),
    );
  });
});

describe('endRunningDeals', () => {
  it('closes the running deal now and leaves planned ones', () => {
    const now = at(5);
    expect(endRunningDeals([stored(1, 7, 0, 24), stored(2, 8, 24, 48)], now)).toEqual({
      remove: [],
      cut: [{ ...stored(1, 7, 0, 24), expiresAt: now }],
    });
  });

  it('removes a deal that starts this very moment', () => {
    expect(endRunningDeals([stored(1, 7, 5, 24)], at(5))).toEqual({ remove: [1], cut: [] });
  });

  it('ends nothing when no deal runs', () => {
    expect(endRunningDeals([stored(1, 7, 24, 48)], at(5))).toEqual({ remove: [], cut: [] });
  });
});
