import type { ApiOperation } from './api-operation';
import {
  DeltasResponseSchema,
  PriceDeltasRequestSchema,
  StaffKeyResponseSchema,
  StockDeltasRequestSchema,
} from './staff';

/**
 * The staff API's own endpoints (decision 038): the calling key, and stock and price deltas. The
 * other staff operations (catalog import, coupons and content, orders out) are declared beside
 * it. Every one takes a staff API key (`auth: 'staff'`) and no locale or sid.
 */
export const staffOperations = {
  staffKey: {
    method: 'get',
    path: '/api/staff/key',
    summary: 'The calling staff key (any scope): its id, name and scopes, to check a connection',
    response: StaffKeyResponseSchema,
    auth: 'staff',
    rateLimited: true,
  },
  stockDeltas: {
    method: 'patch',
    path: '/api/staff/stock',
    summary:
      'Set the stock of many SKUs at once, each with its sequence: an update whose sequence is not above the SKU’s last one arrived late and is ignored (`stale`)',
    body: StockDeltasRequestSchema,
    response: DeltasResponseSchema,
    auth: 'staff',
    scope: 'stock:write',
    rateLimited: true,
  },
  priceDeltas: {
    method: 'patch',
    path: '/api/staff/prices',
    summary:
      'Set the prices of many SKUs on storefronts at once, each with its sequence per SKU and storefront (as stock)',
    body: PriceDeltasRequestSchema,
    response: DeltasResponseSchema,
    auth: 'staff',
    scope: 'stock:write',
    rateLimited: true,
  },
} as const satisfies Record<string, ApiOperation>;
