import * as z from 'zod/mini';

// zod/mini: these schemas run in the browser on every page; the full zod stays out of the first load.
const flag = z.catch(z.optional(z.string().check(z.maxLength(100))), undefined);
const text = z.catch(z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(500))), undefined);

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
  atc: z.catch(z.optional(z.string().check(z.maxLength(10_000))), undefined),
  token: z.catch(z.optional(z.string().check(z.maxLength(4_000))), undefined),
  // Flags: present with any value, the empty one included (`?login`).
  change_password: flag,
  login: flag,
  shipping_processor: text,
  search_provider: text,
  recommendation_provider: text,
  stock_dates: z.catch(z.optional(z.enum(['days_date_format', 'default_format'])), undefined),
  page: z.catch(z.optional(z.coerce.number().check(z.multipleOf(1), z.minimum(1), z.maximum(10_000))), undefined),
  phone_model: text,
  q: z.catch(z.optional(z.string().check(z.maxLength(200))), undefined),
});
export type GlobalSearch = z.infer<typeof GlobalSearchSchema>;
