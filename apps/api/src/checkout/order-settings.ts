import { STOREFRONTS, type LocaleCode } from '@nordshop/locale-config';
import { eq } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { orderSettings } from '../platform/db/schema';
import { DomainError } from '../platform/http/errors';

/** What an order may hold on a storefront (the `order_settings` row, decision 028). */
export interface OrderSettings {
  /** The most units one order without an account may hold, over all its lines. */
  readonly guestMaxUnits: number;
  /** The most one order without an account may cost, minor units incl. VAT. */
  readonly guestMaxTotal: number;
  /** How long an unpaid prepayment order holds its units, hours. */
  readonly prepaymentHoldHours: number;
}

/** The settings migration 0017 writes; a storefront without a row uses its own. */
export const DEFAULT_ORDER_SETTINGS: Readonly<Record<LocaleCode, OrderSettings>> = {
  sv: { guestMaxUnits: 20, guestMaxTotal: 1_000_000, prepaymentHoldHours: 72 },
  no: { guestMaxUnits: 20, guestMaxTotal: 1_000_000, prepaymentHoldHours: 72 },
  da: { guestMaxUnits: 20, guestMaxTotal: 750_000, prepaymentHoldHours: 72 },
  fi: { guestMaxUnits: 20, guestMaxTotal: 100_000, prepaymentHoldHours: 72 },
  nl: { guestMaxUnits: 20, guestMaxTotal: 100_000, prepaymentHoldHours: 72 },
};

/** The storefront's order settings, read fresh (an order never uses a cached rule). */
export async function loadOrderSettings(db: Db, locale: LocaleCode): Promise<OrderSettings> {
  const [row] = await db
    .select({
      guestMaxUnits: orderSettings.guestMaxUnits,
      guestMaxTotal: orderSettings.guestMaxTotal,
      prepaymentHoldHours: orderSettings.prepaymentHoldHours,
    })
    .from(orderSettings)
    .where(eq(orderSettings.locale, locale));
  return row ?? DEFAULT_ORDER_SETTINGS[locale];
}

/** The `code` of the 400 of an order without an account above its storefront's bound. */
export const GUEST_ORDER_LIMIT_CODE = 'guest_order_limit';

/**
 * Why an order without an account may not be placed as it is: more units (over all lines) or a
 * higher total than the storefront allows one such order. Null when it is within both.
 */
export function guestOrderProblem(
  settings: OrderSettings,
  order: { readonly units: number; readonly total: number },
  locale: LocaleCode,
): string | null {
  if (order.units > settings.guestMaxUnits)
    return `an order without an account may hold at most ${settings.guestMaxUnits} units; log in or contact customer service for larger orders`;
  if (order.total > settings.guestMaxTotal)
    return `an order without an account may cost at most ${settings.guestMaxTotal / 100} ${STOREFRONTS[locale].currency}; log in or contact customer service for larger orders`;
  return null;
}

/** The 400 of an order without an account past its storefront's bound, naming `items`. */
export function guestOrderTooLarge(problem: string): DomainError {
  return new DomainError(
    'invalid_data',
    `Invalid body: items (${problem})`,
    { items: problem },
    GUEST_ORDER_LIMIT_CODE,
  );
}
