import * as z from 'zod';
import { deferred } from './deferred-schema';
import { LOCALE_CODES, STOREFRONTS, isLocaleCode } from '@nordshop/locale-config';

/**
 * The query parameters every API call carries (spec section 7): the storefront `locale` and its
 * `sid` (storeID). A sid that is not the locale's storeID is rejected on the `sid` field.
 */
export const LocaleQuerySchema = deferred(() =>
  z
    .object({
      locale: z.enum(LOCALE_CODES, { error: 'locale must be one of sv, no, da, fi, nl' }),
      sid: z
        .string({ error: 'sid must be the storefront id, a whole number' })
        .regex(/^\d{1,10}$/, { error: 'sid must be the storefront id, a whole number' })
        .transform(Number),
    })
    .superRefine((value, ctx) => {
      if (isLocaleCode(value.locale) && STOREFRONTS[value.locale].storeID !== value.sid) {
        ctx.addIssue({
          code: 'custom',
          path: ['sid'],
          message: `sid must be ${STOREFRONTS[value.locale].storeID} for locale ${value.locale}`,
        });
      }
    }),
);
export type LocaleQuery = z.infer<typeof LocaleQuerySchema>;

/** Every error the API answers with: a machine code, a human message and, for 400, the bad fields. */
export const ApiErrorSchema = deferred(() =>
  z.object({
    error: z.enum([
      'invalid_request',
      'unauthorized',
      'forbidden',
      'not_found',
      'conflict',
      'too_many_requests',
      'payload_too_large',
      'unsupported_media_type',
      'unavailable',
      'internal',
    ]),
    message: z.string(),
    /**
     * A finer machine code for some answers, e.g. 409 `idempotency_conflict`, `out_of_stock`,
     * `coupon_rejected`, `credit_changed` (see the API README); absent otherwise.
     */
    code: z.string().optional(),
    /** Field path (dot-joined) to what is wrong with it. */
    fields: z.record(z.string(), z.string()).optional(),
    /** The request's id (also in the x-request-id header), for the shop's logs; on 5xx answers. */
    request_id: z.string().optional(),
  }),
);
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** Turns zod issues into the `fields` map of an ApiError, keeping the first message per field. */
export function fieldsOf(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}
