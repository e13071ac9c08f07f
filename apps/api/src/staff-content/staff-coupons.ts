import type { StaffCoupon, StaffCouponRequest } from '@nordshop/api-contract';
import { CUSTOMER_DISCOUNT_CODE, normalizeCouponCode } from '@nordshop/coupon-engine';
import { eq } from 'drizzle-orm';
import { loadCouponRow } from '../cart/coupon-row';
import type { Db } from '../platform/db/database';
import { coupons, products } from '../platform/db/schema';
import { DomainError } from '../platform/http/errors';
import { writeAudit } from '../staff/staff-audit';
import { couponValuesOf, staffCouponOf, staffCouponOfRow } from './coupon-wire';
import { lockSubject, sameState, type ChangeMaker } from './staff-change';

const subjectOf = (code: string) => `coupon:${code}`;

/** The coupon of a code (any case), active or withdrawn; a 404 when there is none. */
export async function staffCoupon(db: Db, code: string): Promise<StaffCoupon> {
  const row = await loadCouponRow(db, normalizeCouponCode(code));
  if (!row) throw new DomainError('not_found', 'No coupon has this code');
  return staffCouponOfRow(row);
}

/** A 400 naming the fields a coupon may not have: the cart's own code, a gift that is no product. */
async function refuseCoupon(db: Db, code: string, input: StaffCouponRequest): Promise<void> {
  const fields: Record<string, string> = {};
  if (code === CUSTOMER_DISCOUNT_CODE) fields['code'] = 'is the code of the customer discount';
  if (input.gift_sku !== null) {
    const [gift] = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.sku, input.gift_sku));
    if (!gift) fields['gift_sku'] = 'must be the SKU of a product';
  }
  if (Object.keys(fields).length > 0) {
    throw new DomainError(
      'invalid_data',
      `Invalid coupon: ${Object.keys(fields).join(', ')}`,
      fields,
    );
  }
}

/**
 * Creates or replaces the coupon of `code` with every rule of `input`, active (a withdrawn coupon
 * works again), and audits the change in the same transaction. Rules equal to the stored ones
 * write and audit nothing. The coupon caches of every process follow through the change feed.
 */
export async function putCoupon(
  db: Db,
  maker: ChangeMaker,
  code: string,
  input: StaffCouponRequest,
): Promise<StaffCoupon> {
  const stored = normalizeCouponCode(code);
  await refuseCoupon(db, stored, input);
  const values = couponValuesOf(stored, input);
  return db.transaction(async (tx) => {
    await lockSubject(tx, subjectOf(stored));
    const before = await loadCouponRow(tx, stored);
    if (before) {
      const was = staffCouponOfRow(before);
      const will = staffCouponOf(values, before.createdAt);
      if (sameState(was, will)) return was;
      await tx.update(coupons).set(values).where(eq(coupons.id, before.id));
      await writeAudit(tx, {
        keyId: maker.keyId,
        action: 'coupon.put',
        subject: subjectOf(stored),
        before: was,
        after: will,
      });
      return will;
    }
    const [row] = await tx.insert(coupons).values(values).returning();
    const after = staffCouponOfRow(row!);
    await writeAudit(tx, {
      keyId: maker.keyId,
      action: 'coupon.put',
      subject: subjectOf(stored),
      before: null,
      after,
    });
    return after;
  });
}

/**
 * Withdraws the coupon of `code`: inactive, so no cart or order takes it any more (orders that
 * used it keep their codes). A withdrawn coupon changes nothing; an unknown code is a 404.
 */
export async function withdrawCoupon(db: Db, maker: ChangeMaker, code: string): Promise<void> {
  const stored = normalizeCouponCode(code);
  await db.transaction(async (tx) => {
    await lockSubject(tx, subjectOf(stored));
    const before = await loadCouponRow(tx, stored);
    if (!before) throw new DomainError('not_found', 'No coupon has this code');
    if (!before.active) return;
    await tx.update(coupons).set({ active: false }).where(eq(coupons.id, before.id));
    const was = staffCouponOfRow(before);
    await writeAudit(tx, {
      keyId: maker.keyId,
      action: 'coupon.withdraw',
      subject: subjectOf(stored),
      before: was,
      after: { ...was, active: false },
    });
  });
}
