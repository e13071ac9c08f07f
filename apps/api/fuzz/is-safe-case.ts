import type { ApiOperation } from '@nordshop/api-contract';
import type { FuzzCase } from './build-case';

/** Ids no seeded product or order has; the fuzz run keeps its product views and order logins there. */
export const UNUSED_ID_FROM = 10_000_000;

/** Writes that would change the demo customer's data if a body passed validation. */
const DEMO_WRITES = new Set([
  'PUT /api/account/profile',
  'POST /api/account/subscriptions/{id}',
  'POST /api/orders/{id}/returns',
  'POST /api/auth/change-password',
]);

/** The body as the server reads it (UTF-8, a leading BOM dropped, JSON.parse), or undefined. */
function parsedBody(body: Buffer | undefined): { value: unknown } | undefined {
  if (body === undefined) return undefined;
  try {
    return { value: JSON.parse(new TextDecoder().decode(body)) as unknown };
  } catch {
    return undefined;
  }
}

const usedId = (value: unknown) => {
  const id = typeof value === 'string' ? Number(value.trim()) : value;
  return typeof id === 'number' && Number.isFinite(id) && id >= 1 && id < UNUSED_ID_FROM;
};

const member = (value: unknown, key: string): unknown =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;

/**
 * Whether a case leaves the data other API test files read as it was, so the fuzz run can share
 * their database: no views of seeded products, no failed logins of seeded orders or accounts
 * (they count against the login throttle), no orders of seeded stock, and no change of the demo
 * customer's profile, password, subscriptions or returns (with a demo token only bodies that fail
 * validation), and no staff write with the run's key but one whose body fails validation. Wrong methods carry no body and reach no write.
 */
export function isSafeCase(op: ApiOperation, fuzzCase: FuzzCase): boolean {
  // A staff key's valid write would change the catalog, stock, coupons, content or orders other
  // test files read (a DELETE of the deal needs no body at all, and a method changed to DELETE
  // reaches another staff route): with the run's key only reads, and writes whose body fails
  // validation, go.
  if (op.auth === 'staff' && fuzzCase.auth.kind === 'staff') {
    if (fuzzCase.method !== op.method.toUpperCase()) return false;
    if (op.method === 'get') return true;
    const sent = parsedBody(fuzzCase.body);
    return sent !== undefined && op.body !== undefined && !op.body.safeParse(sent.value).success;
  }
  if (fuzzCase.method !== op.method.toUpperCase()) return true;
  const parsed = parsedBody(fuzzCase.body);
  if (!parsed) return true;
  const body = parsed.value;
  const passes = op.body?.safeParse(body).success ?? false;
  switch (fuzzCase.operation) {
    case 'POST /api/product-views':
      return !usedId(member(body, 'product_id'));
    case 'POST /api/order-auth/login':
      return !passes || !usedId(member(body, 'order_id'));
    case 'POST /api/auth/login':
      return !passes || !String(member(body, 'email')).toLowerCase().includes('nordshop.example');
    case 'POST /api/orders': {
      const items = member(body, 'items');
      return (
        !Array.isArray(items) ||
        items.every((item) => !/^\s*NS-(?!FUZZ)/i.test(String(member(item, 'sku'))))
      );
    }
  }
  if (
    DEMO_WRITES.has(fuzzCase.operation) &&
    (fuzzCase.auth.kind === 'demo' || fuzzCase.auth.kind === 'order')
  )
    return !passes;
  return true;
}
