import type { CreateReturnRequest, ReturnReason } from '@nordshop/api-contract';

/** Units chosen for return, by order line id. */
export type ReturnChoice = Readonly<Record<number, number>>;

/** The POST /api/orders/{id}/returns body of a choice: the lines with at least one unit, in line order. */
export function returnRequestOf(
  choice: ReturnChoice,
  reason: ReturnReason,
  comment: string,
): CreateReturnRequest {
  const lines = Object.entries(choice)
    .map(([line, quantity]) => ({ order_line_id: Number(line), quantity }))
    .filter((line) => Number.isInteger(line.quantity) && line.quantity > 0)
    .sort((a, b) => a.order_line_id - b.order_line_id);
  return { lines, reason, comment: comment.trim() };
}
