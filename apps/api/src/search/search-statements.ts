import type { LocaleCode } from '@nordshop/locale-config';
import { MAX_SEARCH_TOKENS } from './search-tokens';
import {
  IN_MODEL_CATEGORY,
  MATCH_KEY,
  PARSED,
  SEARCH_HIT_BOUND,
  countedPage,
  perLocale,
} from './statement-parts';

// The SQL of search (decision 024): each statement prepared once per locale.

/** How many of a storefront's most popular products a broad search looks through for its hits. */
const POPULAR_WINDOW = 5_000;

/**
 * How many of the most popular products a broad search reads first to tell whether its matches are
 * dense there, and how many of them must match for the walk to go on through POPULAR_WINDOW (the
 * density that finds the bound there).
 */
const POPULAR_SAMPLE = 1_000;
const DENSE_SAMPLE = Math.ceil((SEARCH_HIT_BOUND * POPULAR_SAMPLE) / POPULAR_WINDOW);

/**
 * How many of a storefront's most popular products a search that nothing matches in full looks
 * through for its closest matches: those count every word for every product, so fewer.
 */
const PARTIAL_WINDOW = 1_000;

/**
 * How many of the dictionary's words a word still being typed (the last one of a search) stands
 * for: those starting with it, the most frequent first. Matching them by name through the
 * full-text index costs a fifth of a prefix match (`skarm:*`), which reads every posting of every
 * word with that start.
 */
const PREFIX_COMPLETIONS = 16;

/** How much less alike than the nearest word a typo's other alternatives may be (trigram similarity). */
const TYPO_SPREAD = 0.15;

/**
 * How alike (trigram similarity) a word of the dictionary with the same stem must be for a search
 * word to count as its inflection (laddarna for laddare: 0.55) rather than a typo whose stem a
 * different word happens to share (ladare and läder both stem to lad: 0.3).
 */
const INFLECTION_SIMILARITY = 0.5;

/**
 * One word of a search: its stemmed query without diacritics (a prefix when it is the last word and
 * not a model number, since the shopper may still be typing it; `whole` without the prefix, for
 * ranking whole words first: laddare ranks chargers above a laddfodral), and for a word of letters
 * its alternatives from the search_words dictionary: longer words containing it for words of four
 * letters or more (compounds such as billaddare for laddare) and, when it is not known (no word of
 * the dictionary, the start of one while typed, or an inflection of one), the nearest words within
 * trigram distance (typos: ladare finds laddare, and not also läder, whose stem it shares). A word
 * not known that has alternatives takes part through them alone. For a prefix, `completions` are
 * the dictionary's lexemes starting with the word's stem (at most PREFIX_COMPLETIONS), which stand
 * for the prefix when there are any. `frequency` estimates how many products have the word, a
 * completion or an alternative. Indexed (gin_trgm_ops and the primary key), so it stays fast.
 */
export const EXPAND = perLocale(
  'search.expand',
  (
    locale,
    config,
  ) => `select s.exact, case when k.known or cardinality(a.alternatives) = 0 then to_tsquery('${config}', s.tok || case when s.prefix then ':*' else '' end)::text else '' end as own,
      case when k.known or cardinality(a.alternatives) = 0 then to_tsquery('${config}', s.tok)::text else '' end as whole, a.alternatives, coalesce(s.stem, '') as stem,
      p.completions,
      (select coalesce(sum(w.frequency), 0) from search_words w where w.locale = '${locale}'
        and (w.lexeme = any(a.alternatives) or w.lexeme = s.stem or w.lexeme = any(p.completions)))::int as frequency
    from (select $1::text as tok, $2::bool as exact, $3::bool as prefix, unaccent($1::text) as folded,
            (tsvector_to_array(to_tsvector('${config}', $1::text)))[1] as stem) s
    cross join lateral (select s.exact or exists (select 1 from search_words w where w.locale = '${locale}' and (w.word = s.folded
        or (s.prefix and w.word like s.folded || '%')
        or (w.lexeme = s.stem and similarity(w.word, s.folded) >= ${INFLECTION_SIMILARITY}))) as known) k
    cross join lateral (select case when s.exact then '{}'::text[] else coalesce((select array_agg(x.lexeme) from (
        select c.lexeme from (
          select w.lexeme, w.frequency, w.compound, w.sim, max(w.sim) filter (where not w.compound) over () as best
          from (
            select w.lexeme, w.frequency, similarity(w.word, s.folded) as sim,
              length(s.folded) >= 4 and w.word like '%' || s.folded || '%' as compound
            from search_words w
            where w.locale = '${locale}' and ((length(s.folded) >= 4 and w.word like '%' || s.folded || '%')
              or (not k.known and w.word % s.folded))) w) c
        where c.compound or c.sim >= c.best - ${TYPO_SPREAD}
        order by c.sim desc, c.frequency desc limit 8) x), '{}') end as alternatives) a
    cross join lateral (select case when s.prefix and s.stem is not null then coalesce((select array_agg(x.lexeme) from (
        select w.lexeme from search_words w where w.locale = '${locale}' and w.lexeme like s.stem || '%'
        group by w.lexeme order by sum(w.frequency) desc, w.lexeme limit ${PREFIX_COMPLETIONS}) x), '{}') else '{}'::text[] end as completions) p`,
);

/** The storefront's main products read in the order of the popularity index, documents from the index itself. */
const byPopularity = (
  locale: LocaleCode,
) => `select t.product_id, t.popularity, t.search_vector from product_texts t
        where t.locale = '${locale}' and t.is_main
        order by t.popularity desc, t.product_id`;

/**
 * A narrow search: the matches of $1 through the full-text index (its key parsed once), up to one
 * past the bound. One with at most SEARCH_HIT_BOUND matches is complete here; one with more takes
 * its most popular matches first, in the same statement (the full-text index is read once): the
 * storefront's POPULAR_SAMPLE most popular products tell whether they are dense there, and only
 * then does the walk go on through the POPULAR_WINDOW most popular (on a large catalog, a search
 * such as "skal xperia 10" has a few hundred matches, a dozen of them among the 5,000 most
 * popular: walking those cost more than the rest of the search). The full-text index's matches
 * fill up the rest.
 */
/**
 * The `popular` CTE of the narrow and broad searches: the `sample`'s hits, and when the sample shows
 * them dense, the walk on through the POPULAR_WINDOW most popular products up to the bound.
 */
const popularWalk = (locale: LocaleCode) => `popular as materialized (
      select * from sample
      union all
      (select w.product_id, w.popularity, w.search_vector from (${byPopularity(locale)} offset ${POPULAR_SAMPLE} limit ${POPULAR_WINDOW - POPULAR_SAMPLE}) w
        cross join q where (select count(*) from sample) >= ${DENSE_SAMPLE} and w.search_vector @@ q.match
        limit ${SEARCH_HIT_BOUND} - (select count(*) from sample)))`;

export const HITS = perLocale(
  'search.hits',
  (locale) => `with ${PARSED},
    found as materialized (
      select t.product_id, t.popularity, t.search_vector from product_texts t
      where t.locale = '${locale}' and t.is_main and t.search_vector @@ ${MATCH_KEY}
      limit ${SEARCH_HIT_BOUND + 1}),
    sample as materialized (
      select w.product_id, w.popularity, w.search_vector from (${byPopularity(locale)} limit ${POPULAR_SAMPLE}) w
      cross join q where (select count(*) from found) > ${SEARCH_HIT_BOUND} and w.search_vector @@ q.match
      limit ${SEARCH_HIT_BOUND}),
    ${popularWalk(locale)},
    m as materialized (
      select * from popular
      union all
      (select * from found where found.product_id not in (select product_id from popular)
        limit ${SEARCH_HIT_BOUND} - (select count(*) from popular)))
    ${countedPage(locale, '(select count(*) from m)')}`,
);

/**
 * A broad search: its most popular matches, read in the order of the popularity index with the
 * document from the index itself (no table reads). The first POPULAR_SAMPLE products tell how dense
 * its matches are: when dense, the walk goes on through the POPULAR_WINDOW most popular; when not
 * (a walk would read thousands of products for few hits), or when the walk finds fewer than the
 * bound, the full-text index's matches fill up (and, when fewer than the bound, count exactly).
 */
export const BROAD_HITS = perLocale(
  'search.broad',
  (locale) => `with ${PARSED},
    sample as materialized (
      select w.product_id, w.popularity, w.search_vector from (${byPopularity(locale)} limit ${POPULAR_SAMPLE}) w
      cross join q where w.search_vector @@ q.match limit ${SEARCH_HIT_BOUND}),
    ${popularWalk(locale)},
    m as materialized (
      select * from popular
      union all
      select f.* from (
        select t.product_id, t.popularity, t.search_vector from product_texts t
        where t.locale = '${locale}' and t.is_main and t.search_vector @@ ${MATCH_KEY}
          and (select count(*) from popular) < ${SEARCH_HIT_BOUND}
        limit ${SEARCH_HIT_BOUND + 1}) f
      where f.product_id not in (select product_id from popular))
    ${countedPage(locale, `least((select count(*) from m), ${SEARCH_HIT_BOUND})`)}`,
);

/**
 * The closest matches of a search that nothing matches in full, among the storefront's most
 * popular products (or, when none of those has any of its words, among the first the full-text
 * index finds): those with the most of its words ($7, one tsquery per word, at most six; $1
 * any of them); of those first the ones with the model numbers and for the named model, then the
 * ones with the most words that are not model numbers ($8 flags those): for "batteri iphone 12"
 * without such a battery, products for the iPhone 12, then batteries for other iPhones.
 */
export const PARTIAL_HITS = perLocale('search.partial', (locale) => {
  const words = Array.from({ length: MAX_SEARCH_TOKENS }, (_, i) => i + 1);
  const hit = (row: string, i: number) => `coalesce((${row}.search_vector @@ g.w${i})::int, 0)`;
  return `with ${PARSED},
    g as materialized (
      select ${words.map((i) => `($7::text[])[${i}]::tsquery as w${i}, coalesce(($8::bool[])[${i}], true) as m${i}`).join(', ')}),
    popular as materialized (
      select w.product_id, w.popularity, w.search_vector from (
        select t.product_id, t.popularity, t.search_vector from product_texts t
        where t.locale = '${locale}' and t.is_main
        order by t.popularity desc, t.product_id limit ${PARTIAL_WINDOW}) w
      cross join q where w.search_vector @@ q.match),
    c as materialized (
      select w.*, ${words.map((i) => hit('w', i)).join(' + ')} as matched
      from (
        select * from popular
        union all
        (select t.product_id, t.popularity, t.search_vector from product_texts t
          where t.locale = '${locale}' and t.is_main and t.search_vector @@ ${MATCH_KEY}
            and not exists (select 1 from popular)
          limit ${SEARCH_HIT_BOUND})) w
      cross join g),
    m as materialized (
      select * from c where c.matched = (select max(matched) from c) limit ${SEARCH_HIT_BOUND})
    select (select count(*) from m)::int as total, r.id
    from (select 1) one left join lateral (
      select m.product_id as id from m cross join q cross join g
      order by coalesce(m.search_vector @@ q.models, true) desc, ${IN_MODEL_CATEGORY} desc,
        ${words.map((i) => `(case when g.m${i} then 0 else ${hit('m', i)} end)`).join(' + ')} desc,
        ts_rank(m.search_vector, q.rank, 1) desc, m.popularity desc, m.product_id
      limit $3 offset $4) r on true`;
});

/**
 * The device models whose names have a model number, with their names' stems (the categories
 * product_model_texts keeps the documents of).
 */
export const MODEL_NAMES = perLocale(
  'search.models',
  (locale) => `select c.category_id as id, tsvector_to_array(c.search_vector) as stems
    from category_texts c join categories k on k.id = c.category_id and k.kind = 'device_model'
    where c.locale = '${locale}'
      and exists (select 1 from unnest(tsvector_to_array(c.search_vector)) l where l ~ '[0-9]')`,
);
