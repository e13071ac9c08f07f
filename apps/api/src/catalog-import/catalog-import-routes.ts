import { IMPORT_MAX_LINES, operations } from '@nordshop/api-contract';
import { Hono } from 'hono';
import * as z from 'zod';
import { route } from '../platform/http/route';
import { jsonBodyOf, parseOrThrow } from '../platform/http/validate';
import { writeAudit } from '../staff/staff-audit';
import { staffWith } from '../staff/staff-auth';
import type { StaffEnv } from '../staff/staff-services';
import { importCatalog } from './import-catalog';

/** The body's envelope; each line is checked by importCatalog, which numbers the lines from 1. */
const EnvelopeSchema = z.strictObject({
  lines: z
    .array(z.unknown())
    .min(1, { error: 'must have a line' })
    .max(IMPORT_MAX_LINES, { error: `must have at most ${IMPORT_MAX_LINES} lines` }),
});

/** POST /api/staff/catalog/import (scope catalog:write): one batch of import lines, one transaction. */
export const catalogImportRoutes = new Hono<StaffEnv>();

route(
  catalogImportRoutes,
  operations.importCatalog,
  async (c, { before: caller }) => {
    const { lines } = parseOrThrow(EnvelopeSchema, await jsonBodyOf(c), 'body');
    const counts = await importCatalog(c.get('database').db, lines, {
      audit: (tx, entries) =>
        writeAudit(tx, ...entries.map((entry) => ({ ...entry, keyId: caller.keyId }))),
    });
    return c.json(counts);
  },
  { before: staffWith('catalog:write'), own: ['body'] },
);
