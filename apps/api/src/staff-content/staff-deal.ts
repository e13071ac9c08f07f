import type { StaffDeal, StaffDealRequest } from '@nordshop/api-contract';
import { and, eq, gt, inArray, lt, lte } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { deals, products } from '../platform/db/schema';
import { DomainError } from '../platform/http/errors';
import { writeAudit } from '../staff/staff-audit';
import {
  dealScheduleChange,
  endRunningDeals,
  type PlannedDeal,
  type StoredDeal,
} from './deal-schedule';
import { lockSubject, type ChangeMaker } from './staff-change';

/** The one subject every deal change holds: the plan is one timeline. */
const SUBJECT = 'deal';

/** A deal as the audit keeps it. */
const audited = (deal: PlannedDeal & { id?: number }) => ({
  ...(deal.id === undefined ? {} : { id: deal.id }),
  product_id: deal.productId,
  discount: deal.discount,
  title: deal.title,
  starts_at: deal.startsAt.toISOString(),
  expires_at: deal.expiresAt.toISOString(),
});

/** The main product of a SKU, or a 400 naming `sku`. */
async function dealProduct(db: Db, sku: string): Promise<number> {
  const [product] = await db
    .select({ id: products.id, parentId: products.parentId })
    .from(products)
    .where(eq(products.sku, sku));
  if (!product) {
    throw new DomainError('invalid_data', 'Invalid body: sku', {
      sku: 'must be the SKU of a product',
    });
  }
  if (product.parentId !== null) {
    throw new DomainError('invalid_data', 'Invalid body: sku', {
      sku: "must be a main product's SKU, not a variation's",
    });
  }
  return product.id;
}

const DEAL_COLUMNS = {
  id: deals.id,
  productId: deals.productId,
  discount: deals.discount,
  title: deals.title,
  startsAt: deals.startsAt,
  expiresAt: deals.expiresAt,
};

/** The stored deals whose windows meet [from, to). */
async function dealsMeeting(tx: Db, from: Date, to: Date): Promise<StoredDeal[]> {
  return tx
    .select(DEAL_COLUMNS)
    .from(deals)
    .where(and(lt(deals.startsAt, to), gt(deals.expiresAt, from)));
}

/** Writes a change of the plan: removed rows, cut rows, new rows (their ids returned). */
async function applyPlan(
  tx: Db,
  change: {
    remove: readonly number[];
    cut: readonly StoredDeal[];
    add?: readonly PlannedDeal[];
  },
): Promise<StoredDeal[]> {
  if (change.remove.length > 0) await tx.delete(deals).where(inArray(deals.id, [...change.remove]));
  for (const row of change.cut) {
    await tx
      .update(deals)
      .set({ startsAt: row.startsAt, expiresAt: row.expiresAt })
      .where(eq(deals.id, row.id));
  }
  if (!change.add?.length) return [];
  const ids = await tx
    .insert(deals)
    .values([...change.add])
    .returning({ id: deals.id });
  return change.add.map((deal, i) => ({ ...deal, id: ids[i]!.id }));
}

/**
 * Makes the deal of `input` the deal of its whole window (deal-schedule.ts: planned deals in the
 * window give way, split around it when they span it) and audits the plan before and after. The
 * same deal again writes and audits nothing. The window must end after `now`; the product is a
 * main product by SKU.
 */
export async function putDeal(
  db: Db,
  maker: ChangeMaker,
  input: StaffDealRequest,
  now: Date,
): Promise<StaffDeal> {
  const deal: PlannedDeal = {
    productId: await dealProduct(db, input.sku),
    discount: input.discount,
    title: input.title,
    startsAt: new Date(input.starts_at),
    expiresAt: new Date(input.expires_at),
  };
  if (deal.expiresAt <= now) {
    throw new DomainError('invalid_data', 'Invalid body: expires_at', {
      expires_at: 'must be in the future',
    });
  }
  await db.transaction(async (tx) => {
    await lockSubject(tx, SUBJECT);
    const before = await dealsMeeting(tx, deal.startsAt, deal.expiresAt);
    const change = dealScheduleChange(before, deal);
    if (change === null) return;
    const added = await applyPlan(tx, change);
    await writeAudit(tx, {
      keyId: maker.keyId,
      action: 'deal.put',
      subject: SUBJECT,
      before: before.map(audited),
      after: [...change.cut, ...added].map(audited),
    });
  });
  return {
    sku: input.sku,
    discount: deal.discount,
    title: input.title,
    starts_at: deal.startsAt.toISOString(),
    expires_at: deal.expiresAt.toISOString(),
  };
}

/** Ends the deal running at `now` (its window closes then); a 404 when none runs. */
export async function endDeal(db: Db, maker: ChangeMaker, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await lockSubject(tx, SUBJECT);
    const running = await tx
      .select(DEAL_COLUMNS)
      .from(deals)
      .where(and(lte(deals.startsAt, now), gt(deals.expiresAt, now)));
    if (running.length === 0) throw new DomainError('not_found', 'No deal is running');
    const change = endRunningDeals(running, now);
    await applyPlan(tx, change);
    await writeAudit(tx, {
      keyId: maker.keyId,
      action: 'deal.end',
      subject: SUBJECT,
      before: running.map(audited),
      after: change.cut.map(audited),
    });
  });
}
