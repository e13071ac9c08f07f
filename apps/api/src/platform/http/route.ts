import type { ApiOperation } from '@nordshop/api-contract';
import type { Context, Hono } from 'hono';
import type * as z from 'zod';
import type { ApiEnv } from './api-env';
import { bodyOf, parseOrThrow, queryOf } from './validate';

/** The parsed value of a declared part, undefined when the operation declares none. */
type PartOf<O, K extends 'params' | 'query' | 'body'> = O extends {
  readonly [P in K]: infer S extends z.ZodType;
}
  ? z.infer<S>
  : undefined;

/** A request part a handler validates itself (see {@link RouteOptions.own}). */
export type OwnPart = 'query' | 'body';

/** The input a handler gets: the parts its declaration names, validated, and what `before` returned. */
export interface RouteInput<O extends ApiOperation, B, Own extends OwnPart> {
  readonly params: PartOf<O, 'params'>;
  readonly query: 'query' extends Own ? undefined : PartOf<O, 'query'>;
  readonly body: 'body' extends Own ? undefined : PartOf<O, 'body'>;
  readonly before: B;
}

/** How one route departs from the usual order of checks. */
export interface RouteOptions<E extends ApiEnv, B, Own extends OwnPart> {
  /**
   * Runs before any part of the request is validated, e.g. the caller's authorization (a
   * request without a valid token gets 401 whatever its body) or headers every answer carries.
   * Its result is the handler's `input.before`.
   */
  readonly before?: (c: Context<E>) => B | Promise<B>;
  /**
   * Parts the handler checks itself, with the declaration's schema and rules of its own (a
   * storefront's postal codes), so that one 400 names every bad field, or after a check of its
   * own (an order's token). Request headers are always the handler's to check.
   */
  readonly own?: readonly Own[];
}

/** `/api/orders/{id}` (OpenAPI) as `/api/orders/:id` (Hono). */
export function honoPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/**
 * Registers the route of a declared operation: its method and path come from the declaration,
 * and before the handler runs, `options.before`, then the path parameters, the query and the JSON
 * body are validated in that order with the declaration's schemas (a 400 naming every bad field
 * of the first bad part; validate.ts). The handler gets them typed.
 */
export function route<
  E extends ApiEnv,
  O extends ApiOperation,
  B = undefined,
  Own extends OwnPart = never,
>(
  app: Hono<E>,
  operation: O,
  handler: (c: Context<E>, input: RouteInput<O, B, Own>) => Response | Promise<Response>,
  options: RouteOptions<E, B, Own> = {},
): void {
  const own = new Set<OwnPart>(options.own ?? []);
  app.on(operation.method.toUpperCase(), honoPath(operation.path), async (c) => {
    const before = (await options.before?.(c)) as B;
    const params: unknown =
      operation.params && parseOrThrow(operation.params, c.req.param(), 'path');
    const query: unknown =
      operation.query && !own.has('query')
        ? parseOrThrow(operation.query, queryOf(c), 'query')
        : undefined;
    const body: unknown =
      operation.body && !own.has('body') ? await bodyOf(c, operation.body) : undefined;
    return handler(c, { params, query, body, before } as RouteInput<O, B, Own>);
  });
}
