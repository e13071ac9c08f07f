import { operations, staffPricesProblems, type StaffKeyResponse } from '@nordshop/api-contract';
import { DomainError } from '../platform/http/errors';
import { Hono } from 'hono';
import { route } from '../platform/http/route';
import { applyPriceDeltas } from './price-deltas';
import { staffWith } from './staff-auth';
import type { StaffEnv } from './staff-services';
import { applyStockDeltas } from './stock-deltas';

/**
 * The staff API's own routes (decision 038): the calling key, and stock and price deltas. Mounted
 * before the storefront's locale check: a system calls /api/staff/* without locale or sid.
 */
export const staffRoutes = new Hono<StaffEnv>();

route(
  staffRoutes,
  operations.staffKey,
  (c, { before: caller }) => {
    const body: StaffKeyResponse = {
      id: caller.keyId,
      name: caller.name,
      scopes: [...caller.scopes],
    };
    return c.json(body);
  },
  { before: staffWith(null) },
);

route(
  staffRoutes,
  operations.stockDeltas,
  async (c, { before: caller, body }) =>
    c.json(await applyStockDeltas(c.get('database').db, body.updates, caller.keyId)),
  { before: staffWith('stock:write') },
);

route(
  staffRoutes,
  operations.priceDeltas,
  async (c, { before: caller, body }) => {
    const problems = Object.assign(
      {},
      ...body.updates.map((update, i) => staffPricesProblems(update.prices, `updates.${i}.prices`)),
    ) as Record<string, string>;
    if (Object.keys(problems).length > 0)
      throw new DomainError(
        'invalid_data',
        `Invalid body: ${Object.keys(problems).join(', ')}`,
        problems,
      );
    return c.json(await applyPriceDeltas(c.get('database').db, body.updates, caller.keyId));
  },
  { before: staffWith('stock:write') },
);
