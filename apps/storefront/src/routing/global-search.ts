import {
  intParam,
  optionParam,
  searchParser,
  textParam,
  type ParsedSearch,
} from '../data/search-params';

const text = textParam({ max: 500 });
// Flags: present with any value, the empty one included (`?login`).
const flag = textParam({ max: 100, min: 0, trim: false });

const GLOBAL_PARAMS = {
  disc: text,
  utm_source: text,
  utm_medium: text,
  utm_campaign: text,
  utm_term: text,
  utm_content: text,
  utm_id: text,
  gclid: text,
  atc: textParam({ max: 10_000, min: 0, trim: false }),
  token: textParam({ max: 4_000, min: 0, trim: false }),
  change_password: flag,
  forgot_password: flag,
  login: flag,
  order_link: textParam({ max: 4_000, min: 0, trim: false }),
  shipping_processor: text,
  search_provider: text,
  recommendation_provider: text,
  stock_dates: optionParam(['days_date_format', 'default_format']),
  page: intParam(1, 10_000),
  phone_model: text,
  q: textParam({ max: 200, min: 0, trim: false }),
};

/**
 * The query parameters every page understands (spec section 2). Each is optional and a bad value
 * is dropped rather than failing the page; unknown parameters are kept.
 */
export const GlobalSearchSchema = searchParser(GLOBAL_PARAMS, { loose: true });
export type GlobalSearch = ParsedSearch<typeof GLOBAL_PARAMS> & Record<string, unknown>;
