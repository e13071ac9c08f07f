import type { SearchCategory } from '@nordshop/api-contract';
import { LOCALE_CODES, type LocaleCode } from '@nordshop/locale-config';
import type { CategoryTree } from '../catalog/category-tree';
import type { TtlCache } from '../cache/ttl-cache';
import type { Database, PreparedStatement } from '../db/database';
import { searchQueries, type Expansion } from './search-query';
import { isModelToken, searchTokens } from './search-tokens';

/**
 * Most hits a search ranks and counts (decision 024): the count is exact up to here; a search with
 * more answers its best this many, taken from its most popular matches.
 */
export const SEARCH_HIT_BOUND = 240;

/** How many of a storefront's most popular products a broad search looks through for its hits. */
const POPULAR_WINDOW = 5_000;

/**
 * A search whose every word (with its alternatives) this many products have is taken as broad: its
 * hits come from the popular matches first, without counting through the full-text index.
 */
const BROAD_ESTIMATE = 20 * SEARCH_HIT_BOUND;

/** How much less alike than the nearest word a typo's other alternatives may be (trigram similarity). */
const TYPO_SPREAD = 0.15;

/**
 * How alike (trigram similarity) a word of the dictionary with the same stem must be for a search
 * word to count as its inflection (laddarna for laddare: 0.55) rather than a typo whose stem a
 * different word happens to share (ladare and läder both stem to lad: 0.3).
 */
const INFLECTION_SIMILARITY = 0.5;

/** Expanded words by locale, prefix flag and word (cached; the database's changes empty it). */
export type SearchWordCache = TtlCache<string, Omit<Expansion, 'token'>>;

/** A word's expansion, from the cache or the database. */
async function expandWord(
  database: Database,
  cache: SearchWordCache,
  locale: LocaleCode,
  token: string,
  last: boolean,
): Promise<Expansion> {
  const exact = isModelToken(token);
  const prefix = last && !exact;
  const { value: expanded } = await cache.get(
    `${locale}:${prefix ? '*' : ''}${token}`,
    async () => {
      const [row] = await database.run<Omit<Expansion, 'token'>>(EXPAND[locale], [
        token,
        exact,
        prefix,
      ]);
      return row ?? { exact, own: '', whole: '', alternatives: [], frequency: 0, stem: '' };
    },
  );
  return { ...expanded, token };
}

/** The ids of one page of hits, the total, whether they match only some words, and the categories. */
export interface SearchHits {
  readonly ids: number[];
  /** Exact up to {@link SEARCH_HIT_BOUND}, which it never exceeds. */
  readonly total: number;
  /** No product has every word: these are the products with the most of them. */
  readonly partial: boolean;
  readonly categories: SearchCategory[];
}

const NO_HITS: SearchHits = { ids: [], total: 0, partial: false, categories: [] };

/** One statement per locale with the locale and its configuration as literals, so the planner uses that locale's partial indexes. */
function perLocale(
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
 * One word of a search: its stemmed query without diacritics (a prefix when it is the last word and
 * not a model number, since the shopper may still be typing it; `whole` without the prefix, for
 * ranking whole words first: laddare ranks chargers above a laddfodral), and for a word of letters
 * its alternatives from the search_words dictionary: longer words containing it for words of four
 * letters or more (compounds such as billaddare for laddare) and, when it is not known (no word of
 * the dictionary, the start of one while typed, or an inflection of one), the nearest words within
 * trigram distance (typos: ladare finds laddare, and not also läder, whose stem it shares). A word
 * not known that has alternatives takes part through them alone. `frequency` estimates how many products
 * have the word or an alternative. Indexed (gin_trgm_ops and the primary key), so it stays fast.
 */
const EXPAND = perLocale(
  'search.expand',
  (
    locale,
    config,
  ) => `select s.exact, case when k.known or cardinality(a.alternatives) = 0 then to_tsquery('${config}', s.tok || case when s.prefix then ':*' else '' end)::text else '' end as own,
      case when k.known or cardinality(a.alternatives) = 0 then to_tsquery('${config}', s.tok)::text else '' end as whole, a.alternatives, coalesce(s.stem, '') as stem,
      (select coalesce(sum(w.frequency), 0) from search_words w where w.locale = '${locale}'
        and (w.lexeme = any(a.alternatives) or w.lexeme = s.stem or (s.prefix and w.lexeme like s.stem || '%')))::int as frequency
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
        order by c.sim desc, c.frequency desc limit 8) x), '{}') end as alternatives) a`,
);

/** Whether a hit is listed under one of the device models the search names ($6). */
const IN_MODEL_CATEGORY = `exists (select 1 from product_categories pc where pc.product_id = m.product_id and pc.category_id = any($6::int[]))`;

/**
 * The order of hits: products with the model numbers ($5, null without any) first, then those for
 * the device model the search names ($6: for "iphone 15", the iPhone 15 before the 15 Pro), then
 * how well the words themselves match ($2), then the alternatives ($1), then popularity.
 */
const RANKED = `order by coalesce(m.search_vector @@ $5::tsquery, true) desc, ${IN_MODEL_CATEGORY} desc, ts_rank(m.search_vector, $2::tsquery, 1) desc, ts_rank(m.search_vector, $1::tsquery) desc, m.popularity desc, m.product_id`;

/** The count of `m` up to the bound, and one page of it ranked (a row with a null id when the page is empty). */
const COUNTED_PAGE = `select least((select count(*) from m), ${SEARCH_HIT_BOUND})::int as total, r.id
    from (select 1) one left join lateral (
      select m.product_id as id from m ${RANKED} limit $3 offset $4) r on true`;

/**
 * A narrow search: the matches of $1 through the full-text index, up to one past the bound. One
 * with at most SEARCH_HIT_BOUND matches is complete here; one with more is broad.
 */
const HITS = perLocale(
  'search.hits',
  (locale) => `with m as materialized (
      select t.product_id, t.popularity, t.search_vector from product_texts t
      where t.locale = '${locale}' and t.is_main and t.search_vector @@ $1::tsquery
      limit ${SEARCH_HIT_BOUND + 1})
    select (select count(*) from m)::int as total, r.id
    from (select 1) one left join lateral (
      select m.product_id as id from m ${RANKED} limit $3 offset $4) r on true`,
);

/**
 * A broad search: its most popular matches, read in the order of the popularity index with the
 * document from the index itself (no table reads) among the storefront's most popular products.
 * When that window holds fewer than the bound, the full-text index's matches fill up (and, when
 * they are fewer than the bound too, count exactly).
 */
const BROAD_HITS = perLocale(
  'search.broad',
  (locale) => `with popular as materialized (
      select w.product_id, w.popularity, w.search_vector from (
        select t.product_id, t.popularity, t.search_vector from product_texts t
        where t.locale = '${locale}' and t.is_main
        order by t.popularity desc, t.product_id limit ${POPULAR_WINDOW}) w
      where w.search_vector @@ $1::tsquery limit ${SEARCH_HIT_BOUND}),
    m as materialized (
      select * from popular
      union all
      select f.* from (
        select t.product_id, t.popularity, t.search_vector from product_texts t
        where t.locale = '${locale}' and t.is_main and t.search_vector @@ $1::tsquery
          and (select count(*) from popular) < ${SEARCH_HIT_BOUND}
        limit ${SEARCH_HIT_BOUND + 1}) f
      where f.product_id not in (select product_id from popular))
    ${COUNTED_PAGE}`,
);

/**
 * The closest matches of a search that nothing matches in full, among the storefront's most
 * popular products: those with the most of its words ($7, one tsquery per word; $1 any of them);
 * of those first the ones with the model numbers ($5) and for the model ($6), then the ones with the
 * most words that are not model numbers ($8 flags those): for "batteri iphone 12" without such a battery, products
 * for the iPhone 12, then batteries for other iPhones.
 */
const PARTIAL_HITS = perLocale(
  'search.partial',
  (locale) => `with c as materialized (
      select w.product_id, w.popularity, w.search_vector, g.matched, g.words
      from (
        select t.product_id, t.popularity, t.search_vector from product_texts t
        where t.locale = '${locale}' and t.is_main
        order by t.popularity desc, t.product_id limit ${POPULAR_WINDOW}) w
      cross join lateral (
        select count(*)::int as matched, (count(*) filter (where not q.model))::int as words
        from unnest($7::text[], $8::bool[]) q(query, model) where w.search_vector @@ q.query::tsquery) g
      where w.search_vector @@ $1::tsquery),
    m as materialized (
      select * from c where c.matched = (select max(matched) from c) limit ${SEARCH_HIT_BOUND})
    select (select count(*) from m)::int as total, r.id
    from (select 1) one left join lateral (
      select m.product_id as id from m
      order by coalesce(m.search_vector @@ $5::tsquery, true) desc, ${IN_MODEL_CATEGORY} desc, m.words desc, ts_rank(m.search_vector, $2::tsquery, 1) desc, m.popularity desc, m.product_id
      limit $3 offset $4) r on true`,
);

/**
 * The device models a search names: the categories whose names have a model number and no word
 * the search lacks ($1: its words' stems), the longest such names only ("iphone 15 pro skal" names
 * the iPhone 15 Pro, not also the iPhone 15).
 */
const MODEL_CATEGORIES = perLocale(
  'search.models',
  (locale) => `select id from (
      select c.category_id as id, rank() over (order by cardinality(tsvector_to_array(c.search_vector)) desc) as longest
      from category_texts c
      where c.locale = '${locale}' and tsvector_to_array(c.search_vector) <@ $1::text[]
        and exists (select 1 from unnest(tsvector_to_array(c.search_vector)) l where l ~ '[0-9]')) named
    where longest = 1`,
);

/** The categories whose names match $1. */
const CATEGORIES = perLocale(
  'search.categories',
  (locale) => `select c.category_id as id from category_texts c
    where c.locale = '${locale}' and c.search_vector @@ $1::tsquery
    order by c.category_id limit 8`,
);

interface Page {
  readonly limit: number;
  readonly offset: number;
}

/** One page of the hits of `match`, ranked, and their total up to the bound. */
async function rankedHits(
  database: Database,
  locale: LocaleCode,
  queries: {
    match: string;
    rank: string;
    models: string;
    modelCategories: readonly number[];
    kind: 'narrow' | 'broad' | 'partial';
    groups?: readonly { query: string; model: boolean }[];
  },
  page: Page,
): Promise<{ ids: number[]; total: number }> {
  const limit = Math.max(0, Math.min(page.limit, SEARCH_HIT_BOUND - page.offset));
  const { match, rank, models, modelCategories } = queries;
  const params = [match, rank, limit, page.offset, models === '' ? null : models, modelCategories];
  const idsOf = (rows: { id: number | null }[]) =>
    rows.flatMap((r) => (r.id === null ? [] : [r.id]));
  if (queries.kind === 'partial') {
    const rows = await database.run<{ total: number; id: number | null }>(PARTIAL_HITS[locale], [
      ...params,
      (queries.groups ?? []).map((group) => group.query),
      (queries.groups ?? []).map((group) => group.model),
    ]);
    return { ids: idsOf(rows), total: rows[0]?.total ?? 0 };
  }
  if (queries.kind === 'narrow') {
    const rows = await database.run<{ total: number; id: number | null }>(HITS[locale], params);
    const total = rows[0]?.total ?? 0;
    if (total <= SEARCH_HIT_BOUND) return { ids: idsOf(rows), total };
  }
  const rows = await database.run<{ total: number; id: number | null }>(BROAD_HITS[locale], params);
  return { ids: idsOf(rows), total: rows[0]?.total ?? 0 };
}

/**
 * Full-text search of main products in the locale's language (its stemmer, diacritics folded),
 * tolerant of typos and compound words, model numbers matched as written. When no product has
 * every word, the products with the most of them answer (partial). Ranked by model numbers, how
 * well the words themselves match, the alternatives, then popularity; bounded (decision 024).
 */
export async function searchProductIds(
  database: Database,
  locale: LocaleCode,
  text: string,
  page: Page & { withCategories: boolean },
  tree: () => Promise<CategoryTree>,
  expansions: SearchWordCache,
): Promise<SearchHits> {
  const tokens = searchTokens(text);
  if (tokens.length === 0) return NO_HITS;
  const queries = searchQueries(
    await Promise.all(
      tokens.map((token, i) =>
        expandWord(database, expansions, locale, token, i === tokens.length - 1),
      ),
    ),
  );
  if (queries.full === '') return NO_HITS;
  // A search whose rarest word most products have goes to the popular matches first.
  const kind = queries.estimate >= BROAD_ESTIMATE ? 'broad' : 'narrow';
  const modelCategories =
    queries.models === ''
      ? []
      : (await database.run<{ id: number }>(MODEL_CATEGORIES[locale], [queries.stems])).map(
          (row) => row.id,
        );
  const full = {
    match: queries.full,
    rank: queries.anyOwn,
    models: queries.models,
    modelCategories,
    kind,
  } as const;
  let hits = await rankedHits(database, locale, full, page);
  let match = queries.full;
  let partial = false;
  if (hits.total === 0 && queries.groups.length > 1) {
    match = queries.groups.map((group) => group.query).join(' | ');
    partial = true;
    hits = await rankedHits(
      database,
      locale,
      { ...full, match, kind: 'partial', groups: queries.groups },
      page,
    );
  }
  const categories = page.withCategories
    ? await matchingCategories(database, locale, match, await tree())
    : [];
  return { ...hits, partial, categories };
}

async function matchingCategories(
  database: Database,
  locale: LocaleCode,
  query: string,
  tree: CategoryTree,
): Promise<SearchCategory[]> {
  const rows = await database.run<{ id: number }>(CATEGORIES[locale], [query]);
  return rows.flatMap(({ id }) => {
    const node = tree.byId.get(id);
    return node
      ? [{ slug: node.slug, uri: node.node.uri, hierarchy: node.path.map((p) => p.name) }]
      : [];
  });
}
