/** A deal as planned: a product at a discount in the window [startsAt, expiresAt). */
export interface PlannedDeal {
  readonly productId: number;
  /** Percent off. */
  readonly discount: number;
  readonly title: Readonly<Record<string, string>>;
  readonly startsAt: Date;
  readonly expiresAt: Date;
}

/** A planned deal as stored, with its row id. */
export interface StoredDeal extends PlannedDeal {
  readonly id: number;
}

/** What becomes of the stored deals when a new deal takes its window. */
export interface DealScheduleChange {
  /** Deals wholly inside the new window: removed. */
  readonly remove: readonly number[];
  /** Deals cut to what lies outside the new window (the part before it, or after it). */
  readonly cut: readonly StoredDeal[];
  /** New rows: the new deal, and the part after the window of a deal that spans it. */
  readonly add: readonly PlannedDeal[];
}

const overlaps = (deal: PlannedDeal, window: PlannedDeal) =>
  deal.startsAt < window.expiresAt && deal.expiresAt > window.startsAt;

function sameDeal(a: PlannedDeal, b: PlannedDeal): boolean {
  const titles = (deal: PlannedDeal) =>
    JSON.stringify(Object.entries(deal.title).sort(([x], [y]) => x.localeCompare(y)));
  return (
    a.productId === b.productId &&
    a.discount === b.discount &&
    a.startsAt.getTime() === b.startsAt.getTime() &&
    a.expiresAt.getTime() === b.expiresAt.getTime() &&
    titles(a) === titles(b)
  );
}

/**
 * How the plan changes when `deal` becomes the deal of its window: every stored deal that overlaps
 * the window keeps only what lies outside it (removed when nothing does, split in two when it
 * spans the window), so exactly one deal runs at each moment of the window. Null when the plan
 * already is that: the one deal overlapping the window is `deal` itself.
 */
export function dealScheduleChange(
  stored: readonly StoredDeal[],
  deal: PlannedDeal,
): DealScheduleChange | null {
  const hit = stored.filter((row) => overlaps(row, deal));
  if (hit.length === 1 && sameDeal(hit[0]!, deal)) return null;
  const remove: number[] = [];
  const cut: StoredDeal[] = [];
  const add: PlannedDeal[] = [];
  for (const row of hit) {
    const before = row.startsAt < deal.startsAt;
    const after = row.expiresAt > deal.expiresAt;
    if (before) cut.push({ ...row, expiresAt: deal.startsAt });
    if (after && before) add.push({ ...withoutId(row), startsAt: deal.expiresAt });
    if (after && !before) cut.push({ ...row, startsAt: deal.expiresAt });
    if (!before && !after) remove.push(row.id);
  }
  add.unshift(deal);
  return { remove, cut, add };
}

function withoutId({ id: _id, ...deal }: StoredDeal): PlannedDeal {
  return deal;
}

/**
 * The deals that run at `now` ended there: each running deal's window closes at `now` (a deal
 * starting exactly at `now` is removed, as its window would be empty).
 */
export function endRunningDeals(
  stored: readonly StoredDeal[],
  now: Date,
): { readonly remove: readonly number[]; readonly cut: readonly StoredDeal[] } {
  const running = stored.filter((row) => row.startsAt <= now && row.expiresAt > now);
  return {
    remove: running.filter((row) => row.startsAt.getTime() === now.getTime()).map((row) => row.id),
    cut: running
      .filter((row) => row.startsAt < now)
      .map((row) => ({ ...row, expiresAt: new Date(now.getTime()) })),
  };
}
