import type { LocaleCode } from '@nordshop/locale-config';
import { PARSED, SEARCH_HIT_BOUND, countedPage, perLocale } from './statement-parts';

// The SQL of a search that names one device model (decision 024): prepared once per locale.

/**
 * How many of a named device model's most popular products a search with more hits than the bound
 * looks through for its most popular hits (product_model_texts, in order of popularity).
 */
const MODEL_WINDOW = 2_000;

/** The products mentioning the named device model ($6, one id), most popular first, documents from the index. */
const byModelPopularity = (
  locale: LocaleCode,
) => `select x.product_id, x.popularity, x.search_vector, x.listed from product_model_texts x
        where x.locale = '${locale}' and x.category_id = ($6::int[])[1]
        order by x.popularity desc nulls last, x.product_id`;

/**
 * How many of the named device model's most popular products a search reads first to tell whether
 * its hits are dense there, and how many of them must match for the walk to go on through
 * MODEL_WINDOW (the density that finds the bound there).
 */
const MODEL_SAMPLE = 500;
const DENSE_MODEL_SAMPLE = Math.ceil((SEARCH_HIT_BOUND * MODEL_SAMPLE) / MODEL_WINDOW);

/**
 * A search that names one device model ($6, a single id): every hit mentions the model, so the
 * hits are taken from product_model_texts. First its most popular hits, read in the order of the
 * model's popularity index with the documents from the index itself: the first MODEL_SAMPLE
 * products tell whether they are dense there; when dense, the walk goes on through the model's
 * MODEL_WINDOW most popular. When that finds fewer than the bound, the model's full-text index
 * finds the others: $8 holds the search's other words with each lexeme prefixed by the model's id,
 * whose posting lists there are the model's own (cases for the iPhone 15), as long as its hits, not
 * as long as the catalog's common words (iphone, 15); each row found is checked against the whole
 * search ($1). Without other words ($8 null), the model's products are read in order of popularity.
 * Up to one past the bound: counted exactly when at most the bound. Whether a hit is listed under
 * the model comes with its row. $8 is read from a CTE, not written into the index condition, so
 * that PostgreSQL keeps one generic plan (MATCH_KEY).
 */
export const MODEL_HITS = perLocale(
  'search.model',
  (locale) => `with ${PARSED},
    scoped as materialized (select $8::tsquery as query),
    sample as materialized (
      select w.* from (${byModelPopularity(locale)} limit ${MODEL_SAMPLE}) w
      cross join q where w.search_vector @@ q.match limit ${SEARCH_HIT_BOUND}),
    popular as materialized (
      select * from sample
      union all
      (select w.* from (${byModelPopularity(locale)} offset ${MODEL_SAMPLE} limit ${MODEL_WINDOW - MODEL_SAMPLE}) w
        cross join q where (select count(*) from sample) >= ${DENSE_MODEL_SAMPLE} and w.search_vector @@ q.match
        limit ${SEARCH_HIT_BOUND} - (select count(*) from sample))),
    found as materialized (
      (select x.product_id, x.popularity, x.search_vector, x.listed from product_model_texts x cross join q
        where x.locale = '${locale}' and x.scoped @@ (select scoped.query from scoped) and x.search_vector @@ q.match
          and (select count(*) from popular) < ${SEARCH_HIT_BOUND}
        limit ${SEARCH_HIT_BOUND + 1})
      union all
      (select w.* from (${byModelPopularity(locale)}) w cross join q
        where (select scoped.query from scoped) is null and (select count(*) from popular) < ${SEARCH_HIT_BOUND}
          and w.search_vector @@ q.match
        limit ${SEARCH_HIT_BOUND + 1})),
    m as materialized (
      select * from popular
      union all
      (select * from found where found.product_id not in (select product_id from popular)
        limit ${SEARCH_HIT_BOUND} - (select count(*) from popular)))
    ${countedPage(locale, '(select count(*) from m)', 'm.listed')}`,
);
