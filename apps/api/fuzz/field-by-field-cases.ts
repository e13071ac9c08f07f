import type { ApiOperation } from '@nordshop/api-contract';
import fc from 'fast-check';
import type { AuthChoice } from './authorization-of';
import {
  buildCase,
  operationKey,
  type ExampleParts,
  type FuzzCase,
  type Part,
  type Parts,
} from './build-case';
import { derivedPartsOf, withExample } from './fuzz-cases-of';
import { CORE_HOSTILES, type Hostile } from './hostile-values';
import { leafPlacesOf, valueAt } from './mutate-value';

/** Calls that write to the customer of the token: the field-by-field pass sends them as the run's own customer. */
const CUSTOMER_WRITES = new Set([
  'PUT /api/account/profile',
  'POST /api/account/subscriptions/{id}',
  'POST /api/orders/{id}/returns',
  'POST /api/auth/change-password',
]);

/** The token that takes a call furthest past its authorization check. */
function deepestAuth(op: ApiOperation): AuthChoice {
  if (op.auth === undefined) return { kind: 'none' };
  if (op.auth === 'staff') return { kind: 'staff' };
  if (CUSTOMER_WRITES.has(operationKey(op))) return { kind: 'customer' };
  if (op.path.startsWith('/api/order-auth/')) return { kind: 'order' };
  if (op.path === '/api/auth/refresh') return { kind: 'demo refresh' };
  return { kind: 'demo' };
}

const partsPass = (op: ApiOperation, parts: Parts) =>
  (op.params?.safeParse(parts.params).success ?? true) &&
  (op.query?.safeParse(parts.query).success ?? true) &&
  (op.body?.safeParse(parts.body).success ?? true);

const fieldCount = (parts: Parts) =>
  (['params', 'query', 'body', 'headers'] as const).reduce(
    (sum, part) => sum + leafPlacesOf(parts[part]).length,
    0,
  );

/**
 * The valid request the field-by-field pass starts from: the operation's first example, or of
 * some derived requests the valid one with the most fields.
 */
export function baseParts(
  op: ApiOperation,
  example: ExampleParts | undefined,
  seed: number,
): Parts {
  const derived = fc.sample(derivedPartsOf(op), { seed, numRuns: 12 });
  if (example) return withExample(derived[0]!, example);
  const valid = derived.filter((parts) => partsPass(op, parts));
  return (valid.length > 0 ? valid : derived).reduce((best, parts) =>
    fieldCount(parts) > fieldCount(best) ? parts : best,
  );
}

function coreFor(part: Part, leaf: unknown): readonly Hostile<unknown>[] {
  if (part === 'headers') return CORE_HOSTILES.header;
  if (part !== 'body') return CORE_HOSTILES.text;
  if (typeof leaf === 'string') return CORE_HOSTILES.jsonString;
  if (typeof leaf === 'number') return CORE_HOSTILES.jsonNumber;
  return CORE_HOSTILES.jsonOther;
}

/**
 * One request per field of a valid request and core hostile value of its kind (CORE_HOSTILES):
 * each string field gets NUL, lone surrogates, numbers as text and the rest, each number 2^31,
 * 2^53, 1e308, -0 and the rest, each query, path and header value its own set, with everything
 * else left valid and the token that reaches furthest into the call.
 */
export function fieldByFieldCases(op: ApiOperation, base: Parts): FuzzCase[] {
  const auth = deepestAuth(op);
  return (['params', 'query', 'body', 'headers'] as const).flatMap((part) =>
    leafPlacesOf(base[part]).flatMap((path) =>
      coreFor(part, valueAt(base[part], path)).map((hostile) =>
        buildCase(op, base, auth, {
          kind: 'field',
          part,
          mutation: { place: path, action: 'replace', hostile, key: '' },
        }),
      ),
    ),
  );
}
