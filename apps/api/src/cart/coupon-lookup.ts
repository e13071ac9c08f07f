import type { LocaleCode } from '@nordshop/locale-config';
import type { Db } from '../db/database';
import type { ApiServices } from '../services';
import { isCouponUsable, loadCouponRow, type CouponRow } from './coupon-row';

/** The usable coupons of these codes (unknown, inactive, expired and other-storefront codes left out). */
export async function lookUpCoupons(
  db: Db,
  services: ApiServices,
  codes: readonly string[],
  locale: LocaleCode,
  options: { fresh: boolean },
): Promise<{ rows: CouponRow[]; cacheHit: boolean }> {
  const unique = [...new Set(codes.map((code) => code.trim().toUpperCase()))];
  const found = await Promise.all(
    unique.map((code) => services.coupons.get(code, () => loadCouponRow(db, code), options)),
  );
  const now = services.now();
  return {
    rows: found.flatMap(({ value }) =>
      value && isCouponUsable(value, locale, now) ? [value] : [],
    ),
    cacheHit: found.length > 0 && found.every(({ hit }) => hit),
  };
}
