import type { ApiOperation } from '@nordshop/api-contract';
import { REFRESH_COOKIE_NAMES } from '@nordshop/api-contract';
import { LOCALE_CODES } from '@nordshop/locale-config';
import fc from 'fast-check';
import { arbitraryOf } from './arbitrary-of';
import { GARBAGE_AUTHORIZATIONS, type AuthChoice } from './authorization-of';
import {
  buildCase,
  type ExampleParts,
  type FuzzCase,
  type Part,
  type Parts,
  type Plan,
} from './build-case';
import {
  HOSTILE_BODIES,
  HOSTILE_CONTENT_TYPES,
  HOSTILE_HEADER_TEXT,
  HOSTILE_JSON,
  HOSTILE_TEXT,
  WRONG_METHODS,
  type Hostile,
} from './hostile-values';
import type { Mutation, MutationAction } from './mutate-value';

const weighted = <T>(...entries: [number, fc.Arbitrary<T>][]) =>
  fc.oneof(
    ...entries
      .filter(([weight]) => weight > 0)
      .map(([weight, arbitrary]) => ({ weight, arbitrary })),
  );

const ACTIONS: Record<Part, [number, MutationAction][]> = {
  body: [
    [6, 'replace'],
    [2, 'remove'],
    [1, 'add member'],
    [1, 'duplicate key'],
    [1, 'wrap'],
  ],
  query: [
    [6, 'replace'],
    [2, 'remove'],
    [2, 'add member'],
  ],
  params: [[1, 'replace']],
  headers: [
    [4, 'replace'],
    [1, 'remove'],
  ],
};

const HOSTILES: Record<Part, readonly Hostile<unknown>[]> = {
  body: HOSTILE_JSON,
  query: HOSTILE_TEXT,
  params: HOSTILE_TEXT,
  headers: HOSTILE_HEADER_TEXT,
};

function mutationOf(part: Part): fc.Arbitrary<Mutation> {
  return fc.record({
    place: fc.nat(),
    action: weighted(
      ...ACTIONS[part].map(([weight, action]): [number, fc.Arbitrary<MutationAction>] => [
        weight,
        fc.constant(action),
      ]),
    ),
    hostile: fc.constantFrom(...HOSTILES[part]),
    key: fc.constantFrom('fuzz', '__proto__', 'constructor', '', 'ä', 'k'.repeat(300)),
  });
}

function headersOf(op: ApiOperation): fc.Arbitrary<Record<string, unknown>> {
  const refresh = op.path.endsWith('/refresh');
  return fc
    .record({
      ...(op.body ? { 'content-type': fc.constant('application/json') } : {}),
      ...(op.requestHeaders ? { declared: arbitraryOf(op.requestHeaders) } : {}),
      ...(refresh
        ? {
            cookie: fc.option(
              fc
                .tuple(fc.constantFrom(...Object.values(REFRESH_COOKIE_NAMES)), fc.string())
                .map(([name, value]) => `${name}=${value}`),
            ),
          }
        : {}),
    })
    .map(({ declared, ...rest }) => ({
      ...rest,
      ...(declared as Record<string, unknown> | undefined),
    }));
}

function authOf(op: ApiOperation): fc.Arbitrary<AuthChoice> {
  const kind = (k: 'none' | 'demo' | 'demo refresh' | 'order' | 'customer' | 'staff') =>
    fc.constant({ kind: k });
  const garbage = fc
    .nat({ max: GARBAGE_AUTHORIZATIONS.length - 1 })
    .map((index) => ({ kind: 'garbage' as const, index }));
  if (op.auth === 'staff')
    return weighted<AuthChoice>(
      [6, kind('staff')],
      [1, kind('demo')],
      [1, kind('none')],
      [2, garbage],
    );
  if (op.auth === true)
    return weighted<AuthChoice>(
      [5, kind('demo')],
      [2, kind('customer')],
      [2, kind('order')],
      [1, kind('demo refresh')],
      [1, kind('none')],
      [3, garbage],
    );
  if (op.auth === 'optional')
    return weighted<AuthChoice>(
      [4, kind('none')],
      [2, kind('demo')],
      [1, kind('customer')],
      [1, kind('order')],
      [1, kind('demo refresh')],
      [2, garbage],
    );
  return weighted<AuthChoice>([10, kind('none')], [1, kind('demo')], [1, garbage]);
}

function planOf(op: ApiOperation): fc.Arbitrary<Plan> {
  const parts: Part[] = [
    'query',
    ...(op.params ? ['params' as const] : []),
    ...(op.body ? ['body' as const] : []),
    'headers',
  ];
  // The body, where most of a call's input is, twice as often as each other part.
  const field = fc
    .constantFrom(...parts, ...(op.body ? (['body'] as const) : []))
    .chain((part) => mutationOf(part).map((mutation): Plan => ({ kind: 'field', part, mutation })));
  const wrong = WRONG_METHODS.filter((method) => method !== op.method.toUpperCase());
  return weighted<Plan>(
    [2, fc.constant({ kind: 'valid' })],
    [op.body ? 18 : 12, field],
    [
      op.body ? 4 : 0,
      fc.constantFrom(...HOSTILE_BODIES).map((hostile): Plan => ({ kind: 'body', hostile })),
    ],
    [
      op.body ? 2 : 0,
      fc
        .constantFrom(...HOSTILE_CONTENT_TYPES)
        .map((hostile): Plan => ({ kind: 'content type', hostile })),
    ],
    [1, fc.constantFrom(...wrong).map((method): Plan => ({ kind: 'method', method }))],
  );
}

/**
 * Requests for one operation: its parts derived from the operation's zod schemas (or taken from
 * an example, on the Swedish storefront), with one thing made hostile (a field, the whole body,
 * the content type or the method) or none, and an Authorization choice.
 */
export function fuzzCasesOf(
  op: ApiOperation,
  examples: readonly ExampleParts[] = [],
): fc.Arbitrary<FuzzCase> {
  const derived = derivedPartsOf(op);
  const parts: fc.Arbitrary<Parts> = weighted<Parts>(
    [3, derived],
    [
      examples.length > 0 ? 2 : 0,
      fc
        .tuple(derived, fc.constantFrom(...(examples.length > 0 ? examples : [{}])))
        .map(([d, e]) => withExample(d, e)),
    ],
  );
  return fc
    .tuple(parts, authOf(op), planOf(op))
    .map(([p, auth, plan]) => buildCase(op, p, auth, plan));
}

/** An operation's parts derived from its schemas, on any storefront. */
export function derivedPartsOf(op: ApiOperation): fc.Arbitrary<Parts> {
  return fc.record({
    locale: fc.constantFrom(...LOCALE_CODES),
    params: op.params ? arbitraryOf(op.params) : fc.constant(undefined),
    query: op.query ? arbitraryOf(op.query) : fc.constant({}),
    body: op.body ? arbitraryOf(op.body) : fc.constant(undefined),
    headers: headersOf(op),
  });
}

/** Derived parts with an example's parts in their place, on the Swedish storefront. */
export function withExample(derived: Parts, example: ExampleParts): Parts {
  return {
    ...derived,
    ...example,
    headers: { ...(derived.headers as object), ...example.headers },
    locale: 'sv',
  };
}
