import * as z from 'zod';
import { LOCALE_CODES } from '@nordshop/locale-config';

/** GET /api/storefront: the storefront of the request's locale, as the database holds it. */
export const StorefrontResponseSchema = z.object({
  code: z.enum(LOCALE_CODES),
  storeID: z.number().int(),
  name: z.string(),
  iso: z.string(),
  countryCode: z.string(),
  country: z.string(),
  brand: z.string(),
  currency: z.enum(['SEK', 'NOK', 'DKK', 'EUR']),
  allowExVAT: z.boolean(),
  privacyURL: z.string(),
});
export type StorefrontResponse = z.infer<typeof StorefrontResponseSchema>;
