import type { SearchCategory } from '@nordshop/api-contract';
import type { LocaleCode } from '@nordshop/locale-config';
import type { CategoryTree } from '../catalog/category-tree';
import type { TtlCache } from '../platform/cache/ttl-cache';
import type { Database, StatementRunner } from '../platform/db/database';
import {
  modelScopedQuery,
  namedModels,
  searchQueries,
  withModelWords,
  type Expansion,
  type ModelName,
} from './search-query';
import { BROAD_HITS, EXPAND, HITS, MODEL_NAMES, PARTIAL_HITS } from './search-statements';
import { MODEL_HITS } from './model-statements';
import { SEARCH_HIT_BOUND } from './statement-parts';
import { isModelToken, searchTokens } from './search-tokens';

/**
 * A search whose every word (with its alternatives) this many products have is taken as broad: its
 * hits come from the popular matches first, without counting through the full-text index.
 */
const BROAD_ESTIMATE = 20 * SEARCH_HIT_BOUND;

/** Search's caches (per process; the database's changes empty them, decision 023). */
export interface SearchCaches {
  /** Expanded words by locale, prefix flag and word. */
  readonly words: TtlCache<string, Omit<Expansion, 'token'>>;
  /** The device model categories of a locale, by their names' stems. */
  readonly models: TtlCache<LocaleCode, readonly ModelName[]>;
}

/** A word's expansion, from the cache or the database. */
async function expandWord(
  database: StatementRunner,
  cache: SearchCaches['words'],
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
      return (
        row ?? {
          exact,
          own: '',
          whole: '',
          alternatives: [],
          frequency: 0,
          stem: '',
          completions: [],
        }
      );
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

interface Page {
  readonly limit: number;
  readonly offset: number;
}

/** A page of hits as a statement answers it (one row per hit; a null id when the page is empty). */
interface HitRow {
  readonly total: number;
  readonly id: number | null;
  /** The matching categories' ids (narrow and broad statements, when asked for). */
  readonly categories?: number[];
}

/** One page of the hits of `match`, ranked, their total up to the bound, and the matching categories' ids. */
async function rankedHits(
  database: StatementRunner,
  locale: LocaleCode,
  queries: {
    match: string;
    rank: string;
    models: string;
    modelCategories: readonly number[];
    /** The words besides the named model's, over the model's documents (kind 'model'; '' for none). */
    scoped: string | null;
    kind: 'narrow' | 'broad' | 'model' | 'partial';
    groups?: readonly { query: string; model: boolean }[];
  },
  page: Page & { withCategories: boolean },
): Promise<{ ids: number[]; total: number; categoryIds: number[] }> {
  const limit = Math.max(0, Math.min(page.limit, SEARCH_HIT_BOUND - page.offset));
  const { match, rank, models, modelCategories } = queries;
  const params = [match, rank, limit, page.offset, models === '' ? null : models, modelCategories];
  const hitsOf = (rows: readonly HitRow[]) => ({
    ids: rows.flatMap((r) => (r.id === null ? [] : [r.id])),
    total: rows[0]?.total ?? 0,
    categoryIds: rows[0]?.categories ?? [],
  });
  if (queries.kind === 'partial')
    return hitsOf(
      await database.run<HitRow>(PARTIAL_HITS[locale], [
        ...params,
        (queries.groups ?? []).map((group) => group.query),
        (queries.groups ?? []).map((group) => group.model),
      ]),
    );
  const withCategories = [...params, page.withCategories];
  if (queries.kind === 'model')
    return hitsOf(
      await database.run<HitRow>(MODEL_HITS[locale], [
        ...withCategories,
        queries.scoped === '' ? null : queries.scoped,
      ]),
    );
  return hitsOf(
    await database.run<HitRow>(
      (queries.kind === 'narrow' ? HITS : BROAD_HITS)[locale],
      withCategories,
    ),
  );
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
  caches: SearchCaches,
): Promise<SearchHits> {
  const tokens = searchTokens(text);
  if (tokens.length === 0) return NO_HITS;
  // Its statements follow each other on one connection (the closest matches after a search that
  // found nothing wait for no other request's); the category tree, which may need a connection
  // of its own, is read once that one is given back.
  const found = await database.withConnection((connection) =>
    foundHits(connection, locale, tokens, page, caches),
  );
  if (found === undefined) return NO_HITS;
  const { categoryIds, ...hits } = found;
  return {
    ...hits,
    categories: categoryIds.length > 0 ? categoriesOf(categoryIds, await tree()) : [],
  };
}

/** The hits of `tokens` and their categories' ids; undefined when no word can match. */
async function foundHits(
  connection: StatementRunner,
  locale: LocaleCode,
  tokens: readonly string[],
  page: Page & { withCategories: boolean },
  caches: SearchCaches,
): Promise<(Omit<SearchHits, 'categories'> & { categoryIds: number[] }) | undefined> {
  const expansions = await Promise.all(
    tokens.map((token, i) =>
      expandWord(connection, caches.words, locale, token, i === tokens.length - 1),
    ),
  );
  const typed = searchQueries(expansions);
  if (typed.full === '') return undefined;
  const models =
    typed.models === ''
      ? []
      : (await caches.models.get(locale, () => connection.run<ModelName>(MODEL_NAMES[locale], [])))
          .value;
  const modelCategories = namedModels(models, typed.stems);
  // A search naming one device model reads that model's documents, its words matching as the
  // model's; otherwise, one whose rarest word most products have goes to the popular matches first.
  const model =
    modelCategories.length === 1
      ? models.find((candidate) => candidate.id === modelCategories[0])
      : undefined;
  const queries = model ? searchQueries(withModelWords(expansions, model)) : typed;
  const full = {
    match: queries.full,
    rank: queries.anyOwn,
    models: queries.models,
    modelCategories,
    scoped: model ? modelScopedQuery(queries, model) : null,
    kind: model ? 'model' : queries.estimate >= BROAD_ESTIMATE ? 'broad' : 'narrow',
  } as const;
  const hits = await rankedHits(connection, locale, full, page);
  if (hits.total > 0 || queries.groups.length < 2) return { ...hits, partial: false };
  // Partial matches list no categories: a category matching some of the words is no answer.
  const partial = await rankedHits(
    connection,
    locale,
    {
      ...full,
      match: queries.groups.map((group) => group.query).join(' | '),
      kind: 'partial',
      groups: queries.groups,
    },
    page,
  );
  return { ids: partial.ids, total: partial.total, partial: true, categoryIds: [] };
}

/** The categories of `ids` as a search answers them: slug, address and names from the top. */
function categoriesOf(ids: readonly number[], tree: CategoryTree): SearchCategory[] {
  return ids.flatMap((id) => {
    const node = tree.byId.get(id);
    return node
      ? [{ slug: node.slug, uri: node.node.uri, hierarchy: node.path.map((p) => p.name) }]
      : [];
  });
}
