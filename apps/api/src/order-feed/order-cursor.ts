/**
 * A place in the order feed: after the change of order `id` made in transaction `xid` (PostgreSQL's
 * xid8, as decimal text). Handed to clients as an opaque string.
 */
export interface OrderCursor {
  readonly xid: string;
  readonly id: number;
}

const CURSOR = /^(\d{1,20})\.(\d{1,10})$/;

/** The opaque form of a cursor (base64url of `<xid>.<id>`). */
export function encodeOrderCursor(cursor: OrderCursor): string {
  return Buffer.from(`${cursor.xid}.${cursor.id}`).toString('base64url');
}

/** The cursor an opaque string stands for, or null when it is not one this shop handed out. */
export function decodeOrderCursor(text: string): OrderCursor | null {
  if (!/^[A-Za-z0-9_-]{1,48}$/.test(text)) return null;
  const match = CURSOR.exec(Buffer.from(text, 'base64url').toString('latin1'));
  if (!match) return null;
  const xid = BigInt(match[1]!);
  const id = Number(match[2]);
  if (xid > 2n ** 63n - 1n || !Number.isSafeInteger(id) || id > 2_147_483_647) return null;
  return { xid: xid.toString(), id };
}
