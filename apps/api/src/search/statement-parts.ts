import { SEARCH_RECORDS_MAX } from '@nordshop/api-contract';
import { LOCALE_CODES, type LocaleCode } from '@nordshop/locale-config';
import type { PreparedStatement } from '../platform/db/database';

// What the search statements share: the bound, the parsed tsqueries, the ranking and the page.

/**
 * Most hits a search ranks and counts (decision 024): the count is exact up to here; a search with
 * more answers its best this many, taken from its most popular matches.
 */
export const SEARCH_HIT_BOUND = SEARCH_RECORDS_MAX;

/** One statement per locale with the locale and its configuration as literals, so the planner uses that locale's partial indexes. */
export function perLocale(
  name: string,
  text: (locale: LocaleCode, config: string) => string,
): Readonly<Record<LocaleCode, PreparedStatement>> {
  return Object.fromEntries(
    LOCALE_CODES.map((locale) => [
      locale,
      { name: `${name}.${locale}`, text: text(locale, `nordshop_${locale}`) },
    ]),
  ) as Record<LocaleCode, PreparedStatement>;
}

/**
 * The statements' tsqueries, parsed once: a `$n::tsquery` in a filter or an ORDER BY is parsed
 * again for every row under a generic plan (a walk through 5,000 products took 5.5 ms that way,
 * 1.2 ms reading them from here). $1 what must match, $2 what ranks, $5 the model numbers (null
 * without any), $6 the device model categories the search names.
 */
export const PARSED = `q as materialized (
      select $1::tsquery as match, $2::tsquery as rank, $5::tsquery as models, $6::int[] as model_categories)`;

/**
 * What must match ($1) as the full-text index's key: read from `q` by a subquery that the index scan
 * evaluates once, not as `$1::tsquery`. With the parameter in the condition, PostgreSQL planned each
 * call anew (a custom plan, its estimate from the tsquery's words, 0.4 to 0.5 ms of planning per
 * search on the large catalog) and never kept the generic one; with the key hidden from the planner
 * both plans are the same, so after its first five calls a connection keeps the generic plan, as
 * PGlite always does.
 */
export const MATCH_KEY = '(select q.match from q)';

/**
 * Whether a hit is listed under one of the device models the search names. For one model (the
 * closest matches of a search naming it) one probe of the listings' key (product, category); `any`
 * reads every listing of the product.
 */
export const IN_MODEL_CATEGORY = `(case cardinality(q.model_categories) when 0 then false
      when 1 then exists (select 1 from product_categories pc where pc.product_id = m.product_id and pc.category_id = q.model_categories[1])
      else exists (select 1 from product_categories pc where pc.product_id = m.product_id and pc.category_id = any(q.model_categories)) end)`;

/**
 * The order of hits: products with the model numbers first, then those for the device model the
 * search names (for "iphone 15", the iPhone 15 before the 15 Pro), then how well the words
 * themselves match, then the alternatives, then popularity.
 */
const ranked = (inNamedModel: string) =>
  `order by coalesce(m.search_vector @@ q.models, true) desc, ${inNamedModel} desc, ts_rank(m.search_vector, q.rank, 1) desc, ts_rank(m.search_vector, q.match) desc, m.popularity desc, m.product_id`;

/**
 * The count of `m` (`total`), the categories whose names match when $7 asks for them (at most 8,
 * by id), and one page of `m` ranked: a row per hit, or one with a null id when the page is empty.
 */
export const countedPage = (
  locale: LocaleCode,
  total: string,
  inNamedModel = IN_MODEL_CATEGORY,
) => `select ${total}::int as total, one.categories, r.id
    from (
      select case when $7::bool then (
        select coalesce(array_agg(x.id), '{}') from (
          select c.category_id as id from category_texts c cross join q
          where c.locale = '${locale}' and c.search_vector @@ q.match
          order by c.category_id limit 8) x) else '{}'::int[] end as categories) one
    left join lateral (
      select m.product_id as id from m cross join q ${ranked(inNamedModel)} limit $3 offset $4) r on true`;
