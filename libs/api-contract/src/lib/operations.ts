import type { ApiOperation } from './api-operation';
import { catalogOperations } from './catalog-operations';
import { shopOperations } from './shop-operations';
import { staffCatalogOperations } from './staff-catalog-operations';
import { staffOperations } from './staff-operations';
import { staffOrderOperations } from './staff-order-operations';
import { staffContentOperations } from './staff-content-operations';

export type { ApiOperation } from './api-operation';

/**
 * Every endpoint of the API (spec section 7 plus the reads the pages need), each declared once
 * and named after the client method that calls it: `operations.syncCart`. The API registers its
 * routes from these (apps/api/src/platform/http/route.ts), the client calls them (catalog-api.ts,
 * shop-api.ts) and the OpenAPI document lists them (openapi.ts).
 */
export const operations = {
  ...catalogOperations,
  ...shopOperations,
  ...staffOperations,
  ...staffOrderOperations,
  ...staffContentOperations,
  ...staffCatalogOperations,
};

/** The name of one of {@link operations}. */
export type OperationName = keyof typeof operations;

/** {@link operations} as a list. */
export const API_OPERATIONS: readonly ApiOperation[] = Object.values(operations);
