import * as z from 'zod';

const text = z.string().trim().min(1).max(500).optional().catch(undefined);

/**
 * The query parameters every page understands (spec section 2). Each is optional and a bad value
 * is dropped rather than failing the page; unknown parameters are kept.
 */
export const GlobalSearchSchema = z.looseObject({
  disc: text,
  utm_source: text,
  utm_medium: text,
  utm_campaign: text,
  utm_term: text,
  utm_content: text,
  utm_id: text,
  gclid: text,
  atc: z.string().max(10_000).optional().catch(undefined),
  token: z.string().max(4_000).optional().catch(undefined),
  change_password: text,
  login: text,
  shipping_processor: text,
  search_provider: text,
  recommendation_provider: text,
  stock_dates: z.enum(['days_date_format', 'default_format']).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).optional().catch(undefined),
  phone_model: text,
  q: z.string().max(200).optional().catch(undefined),
});
export type GlobalSearch = z.infer<typeof GlobalSearchSchema>;
