import type { Db } from '../platform/db/database';
import { staffAudit } from '../platform/db/schema';

/** One change made through the staff API or a staff command. */
export interface AuditEntry {
  /** The staff key that made it; null for a command run on the server. */
  readonly keyId: number | null;
  /** What was done: `catalog.import`, `stock.update`, `coupon.put`… */
  readonly action: string;
  /** What it was done to: `product:<sku>`, `coupon:<code>`, `order:<id>`… */
  readonly subject: string;
  readonly before: unknown;
  readonly after: unknown;
}

/** Writes audit entries in the transaction `tx` of their change (decision 038). */
export async function writeAudit(tx: Db, ...entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(staffAudit).values(
    entries.map((entry) => ({
      keyId: entry.keyId,
      action: entry.action,
      subject: entry.subject,
      before: entry.before ?? null,
      after: entry.after ?? null,
    })),
  );
}

/**
 * The audit of an order's or a return's status change by `keyId` (null: a command on the server),
 * in the shape ship, cancel and refund call it with: the status before and after.
 */
export const statusAudit =
  (keyId: number | null, action: string, subject: string) =>
  (tx: Db, before: string, after: string): Promise<void> =>
    writeAudit(tx, {
      keyId,
      action,
      subject,
      before: { status: before },
      after: { status: after },
    });
