/** Days after the order is placed during which its lines can be returned. */
export const RETURN_WINDOW_DAYS = 30;

/**
 * An order as the return rules see it: its status (an order status of the API contract) and each
 * line with what is already returned (rejected returns left out).
 */
export interface ReturnableOrder {
  readonly status: string;
  readonly createdAt: Date;
  readonly lines: readonly {
    readonly id: number;
    readonly quantity: number;
    readonly returned: number;
  }[];
}

/** One line of a return request. */
export interface ReturnLineRequest {
  readonly order_line_id: number;
  readonly quantity: number;
}

/**
 * What a return request comes to:
 * - `return.accepted`: the lines to record;
 * - `return.invalid`: lines that are not the order's (a 400, `lines.N.order_line_id`);
 * - `return.refused`: the order does not allow it (a 409 `not_returnable`): cancelled, the window
 *   has passed (`lines.N.order_line_id`), or more than what is left (`lines.N.quantity`).
 */
export type ReturnDecision =
  | { readonly type: 'return.accepted'; readonly lines: readonly ReturnLineRequest[] }
  | { readonly type: 'return.invalid'; readonly fields: Readonly<Record<string, string>> }
  | { readonly type: 'return.refused'; readonly fields: Readonly<Record<string, string>> };

const DAY_MS = 86_400_000;

/** The end of an order's return window: RETURN_WINDOW_DAYS after it was placed. */
export function returnWindowEnd(createdAt: Date): Date {
  return new Date(createdAt.getTime() + RETURN_WINDOW_DAYS * DAY_MS);
}

/**
 * The statuses of an order whose goods went out: only these can be returned. An order not yet
 * shipped (pending, authorized, paid) is cancelled instead; a refunded one was paid back whole.
 */
export const RETURNABLE_STATUSES = ['shipped', 'delivered'] as const;

/** One of {@link RETURNABLE_STATUSES}. */
export type ReturnableStatus = (typeof RETURNABLE_STATUSES)[number];

/** Whether an order in `status` has shipped, so that its lines can be returned (in the window). */
export const isReturnableStatus = (status: string): status is ReturnableStatus =>
  (RETURNABLE_STATUSES as readonly string[]).includes(status);

/** Why nothing of the order can be returned at `now`, or null when its lines can be. */
export function notReturnableReason(
  order: Pick<ReturnableOrder, 'status' | 'createdAt'>,
  now: Date,
): string | null {
  if (order.status === 'cancelled') return 'the order is cancelled';
  if (order.status === 'refunded') return 'the order is refunded';
  if (!isReturnableStatus(order.status)) return 'the order has not shipped yet';
  const end = returnWindowEnd(order.createdAt);
  return now.getTime() > end.getTime()
    ? `the return window closed on ${end.toISOString().slice(0, 10)}`
    : null;
}

/** Per line what can still be returned at `now`: ordered − returned, or 0 for every line when the order cannot be returned. */
export function returnableQuantities(
  order: ReturnableOrder,
  now: Date,
): { order_line_id: number; quantity: number }[] {
  const closed = notReturnableReason(order, now) !== null;
  return order.lines.map((line) => ({
    order_line_id: line.id,
    quantity: closed ? 0 : Math.max(0, line.quantity - line.returned),
  }));
}

/** Whether anything of the order can be returned at `now`: shipped, in the window, and a unit left. */
export function canReturn(
  order: Pick<ReturnableOrder, 'status' | 'createdAt'> & { readonly unitsLeft: number },
  now: Date,
): boolean {
  return notReturnableReason(order, now) === null && order.unitsLeft > 0;
}

/** Until when the order's lines can be returned: the window's end once it shipped, else null. */
export function returnableUntil(order: Pick<ReturnableOrder, 'status' | 'createdAt'>): Date | null {
  return isReturnableStatus(order.status) ? returnWindowEnd(order.createdAt) : null;
}

/** Decides a return request against the order at `now`; every bad line is named at once. */
export function decideReturn(
  order: ReturnableOrder,
  request: readonly ReturnLineRequest[],
  now: Date,
): ReturnDecision {
  const lines = new Map(order.lines.map((line) => [line.id, line]));
  const invalid: Record<string, string> = {};
  request.forEach((line, i) => {
    if (!lines.has(line.order_line_id))
      invalid[`lines.${i}.order_line_id`] = 'is not a line of this order';
  });
  if (Object.keys(invalid).length > 0) return { type: 'return.invalid', fields: invalid };

  const reason = notReturnableReason(order, now);
  if (reason !== null) {
    return {
      type: 'return.refused',
      fields: Object.fromEntries(request.map((_, i) => [`lines.${i}.order_line_id`, reason])),
    };
  }
  const refused: Record<string, string> = {};
  const asked = new Map<number, number>();
  request.forEach((line, i) => {
    const ordered = lines.get(line.order_line_id);
    const left = ordered
      ? ordered.quantity - ordered.returned - (asked.get(line.order_line_id) ?? 0)
      : 0;
    asked.set(line.order_line_id, (asked.get(line.order_line_id) ?? 0) + line.quantity);
    if (line.quantity > left)
      refused[`lines.${i}.quantity`] =
        left > 0 ? `at most ${left} can be returned` : 'is already returned';
  });
  return Object.keys(refused).length > 0
    ? { type: 'return.refused', fields: refused }
    : { type: 'return.accepted', lines: request };
}
