import * as z from 'zod';
import { deferred } from './deferred-schema';

/** GET /api/health: the database kind and whether it answers. */
export const HealthResponseSchema = deferred(() =>
  z.object({
    status: z.enum(['ok', 'degraded']),
    database: z.object({
      kind: z.enum(['pglite', 'postgresql']),
      status: z.enum(['up', 'down']),
      version: z.string().optional(),
    }),
  }),
);
export type HealthResponse = z.infer<typeof HealthResponseSchema>;
