import type { SearchCategory } from '@nordshop/api-contract';
import { LOCALE_CODES, type LocaleCode } from '@nordshop/locale-config';
import type { CategoryTree } from '../catalog/category-tree';
import type { Database, PreparedStatement } from '../db/database';
import { lexemeQuery, searchTokens } from './search-tokens';

/** The ids of one page of hits, the total and (unless skipped) the matching categories. */
export interface SearchHits {
  readonly ids: number[];
  readonly total: number;
  readonly categories: SearchCategory[];
}

const CONFIG: Readonly<Record<LocaleCode, string>> = {
  sv: 'swedish',
  no: 'norwegian',
  da: 'danish',
  fi: 'finnish',
  nl: 'dutch',
};

/** One statement per locale with the locale and its stemmer as literals, so the planner uses that locale's partial index. */
function perLocale(
  name: string,
  text: (locale: LocaleCode, config: string) => string,
): Readonly<Record<LocaleCode, PreparedStatement>> {
  return Object.fromEntries(
    LOCALE_CODES.map((locale) => [
      locale,
      { name: `${name}.${locale}`, text: text(locale, CONFIG[locale]) },
    ]),
  ) as Record<LocaleCode, PreparedStatement>;
}

/**
 * Each word's stemmed query (the last word as a prefix, since the shopper may still be typing it),
 * and its alternatives from the search_words dictionary: words
 * within trigram distance (typos) and, for words of four letters or more, longer words containing
 * it (compounds such as billaddare for laddare). Indexed (gin_trgm_ops), so it stays fast.
 */
const EXPAND = perLocale(
  'search.expand',
  (
    locale,
    config,
  ) => `select t.pos::int as pos, to_tsquery('${config}', t.tok || case when t.pos = $2 then ':*' else '' end)::text as own,
      coalesce((select array_agg(w.lexeme) from (
        select lexeme from search_words w
        where w.locale = '${locale}' and (w.word % t.tok or (length(t.tok) >= 4 and w.word like '%' || t.tok || '%'))
        order by similarity(w.word, t.tok) desc, w.frequency desc limit 8) w), '{}') as alternatives
    from unnest($1::text[]) with ordinality as t(tok, pos)`,
);

/** Main products whose document matches $1; hits of the words themselves ($2) rank first, then popularity. */
const HITS = perLocale(
  'search.hits',
  (locale) => `select t.product_id as id, count(*) over()::int as total
    from product_texts t
    where t.locale = '${locale}' and t.is_main and t.search_vector @@ $1::tsquery
    order by ts_rank(t.search_vector, $2::tsquery) desc, ts_rank(t.search_vector, $1::tsquery) desc, t.popularity desc, t.product_id
    limit $3 offset $4`,
);

/** How many main products match $1: the total of a page past the last hit, which has no rows to carry it. */
const COUNT = perLocale(
  'search.count',
  (locale) => `select count(*)::int as total from product_texts t
    where t.locale = '${locale}' and t.is_main and t.search_vector @@ $1::tsquery`,
);

const CATEGORIES = perLocale(
  'search.categories',
  (locale, config) => `select c.category_id as id from category_texts c
    where c.locale = '${locale}' and to_tsvector('${config}', c.name) @@ $1::tsquery
    order by c.category_id limit 8`,
);

interface Expansion {
  pos: number;
  own: string;
  alternatives: string[];
}

/** The tsqueries of a search: `own` needs every word's own stem; `full` also takes each word's alternatives. */
function tsqueries(expansions: readonly Expansion[]): { own: string; full: string } {
  const own: string[] = [];
  const full: string[] = [];
  for (const e of [...expansions].sort((a, b) => a.pos - b.pos)) {
    // A stop word has no stem; without alternatives it does not take part.
    const parts = [e.own, e.alternatives.length > 0 ? lexemeQuery(e.alternatives) : ''].filter(
      (part) => part !== '',
    );
    if (parts.length === 0) continue;
    if (e.own !== '') own.push(`(${e.own})`);
    full.push(`(${parts.join(' | ')})`);
  }
  return { own: own.join(' & '), full: full.join(' & ') };
}

/**
 * Full-text search of main products in the locale's language (its stemmer), tolerant of typos and
 * compound words; ranked by how well the words themselves match, then the alternatives, then popularity.
 */
export async function searchProductIds(
  database: Database,
  locale: LocaleCode,
  text: string,
  page: { limit: number; offset: number; withCategories: boolean },
  tree: () => Promise<CategoryTree>,
): Promise<SearchHits> {
  const tokens = searchTokens(text);
  if (tokens.length === 0) return { ids: [], total: 0, categories: [] };
  const { own, full } = tsqueries(
    await database.run<Expansion>(EXPAND[locale], [tokens, tokens.length]),
  );
  if (full === '') return { ids: [], total: 0, categories: [] };
  const rows = await database.run<{ id: number; total: number }>(HITS[locale], [
    full,
    own,
    page.limit,
    page.offset,
  ]);
  const total =
    rows[0]?.total ??
    (page.offset > 0
      ? ((await database.run<{ total: number }>(COUNT[locale], [full]))[0]?.total ?? 0)
      : 0);
  const categories = page.withCategories
    ? await matchingCategories(database, locale, full, await tree())
    : [];
  return { ids: rows.map((r) => r.id), total, categories };
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
