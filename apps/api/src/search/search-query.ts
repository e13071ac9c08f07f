/** One word of a search as the database expanded it. */
export interface Expansion {
  /** The word as the search has it (lower case). */
  readonly token: string;
  /** The word's own stemmed query, a prefix for the last word ('' for a stop word). */
  readonly own: string;
  /** The word's own stemmed query as a whole word. */
  readonly whole: string;
  /** Lexemes of near words (typos) and compounds containing it; none for a model number. */
  readonly alternatives: readonly string[];
  /** A model number (it has a digit): matched as written. */
  readonly exact: boolean;
  /** About how many products have the word or one of its alternatives. */
  readonly frequency: number;
  /** The word's stem ('' for a stop word). */
  readonly stem: string;
  /**
   * For the last word, the dictionary's most frequent lexemes that start with its stem: they stand
   * for the prefix (cheaper to match than one); none when the dictionary has none.
   */
  readonly completions: readonly string[];
}

/** The tsqueries of one search: what must match, and what ranks. */
export interface SearchQueries {
  /** Every word, each by its own stem or an alternative, AND-ed. */
  readonly full: string;
  /**
   * Any word's own stem as a whole word: ranks hits by how well the words themselves match (a hit
   * of every word first), and partial matches by how many of the words they have.
   */
  readonly anyOwn: string;
  /** The model numbers AND-ed ('' without any): a product with them ranks first. */
  readonly models: string;
  /**
   * One query per word that takes part (whether it is a model number, and its stem), for partial
   * matches and the words besides a named device model's.
   */
  readonly groups: readonly {
    readonly query: string;
    readonly model: boolean;
    readonly stem: string;
  }[];
  /** About how many products have every word: the least frequency of a word that takes part. */
  readonly estimate: number;
  /** The stems of the words (to find the device model a search names). */
  readonly stems: readonly string[];
}

/**
 * The tsqueries of a search from its words' expansions, in the words' order; a stop word without
 * alternatives takes no part.
 */
export function searchQueries(expansions: readonly Expansion[]): SearchQueries {
  const own: string[] = [];
  const groups: { query: string; model: boolean; stem: string }[] = [];
  const models: string[] = [];
  let estimate = Infinity;
  for (const e of expansions) {
    const alternatives = e.alternatives.length > 0 ? lexemeQuery(e.alternatives) : '';
    const typed = e.own !== '' && e.completions.length > 0 ? lexemeQuery(e.completions) : e.own;
    const parts = [typed, splitModelQuery(e), alternatives].filter((part) => part !== '');
    if (parts.length === 0) continue;
    if (e.whole !== '') own.push(`(${e.whole})`);
    if (e.exact && e.own !== '') models.push(`(${e.own})`);
    groups.push({ query: `(${parts.join(' | ')})`, model: e.exact, stem: e.stem });
    estimate = Math.min(estimate, e.frequency);
  }
  return {
    full: groups.map((group) => group.query).join(' & '),
    anyOwn: own.join(' | '),
    models: models.join(' & '),
    groups,
    estimate: groups.length === 0 ? 0 : estimate,
    stems: expansions.map((e) => e.stem).filter((stem) => stem !== ''),
  };
}

/**
 * A model number of digits and one letter also as two words (65w as 65 W, s24 as S 24), as a
 * product's name may write it; '' for any other word.
 */
export function splitModelQuery({ token, exact }: Expansion): string {
  const parts = /^(\p{N}+)(\p{L})$/u.exec(token) ?? /^(\p{L})(\p{N}+)$/u.exec(token);
  if (!exact || !parts) return '';
  return `(${lexemeQuery([parts[1]!])} & ${lexemeQuery([parts[2]!])})`;
}

/** A device model category and the stems of its name. */
export interface ModelName {
  readonly id: number;
  readonly stems: readonly string[];
}

/**
 * The device models a search names: those whose name's stems the search has every one of, the
 * longest such names only ("iphone 15 pro skal" names the iPhone 15 Pro, not also the iPhone 15).
 */
export function namedModels(models: readonly ModelName[], stems: readonly string[]): number[] {
  const words = new Set(stems);
  const named = models.filter((model) => model.stems.every((stem) => words.has(stem)));
  const longest = Math.max(0, ...named.map((model) => model.stems.length));
  return named.filter((model) => model.stems.length === longest).map((model) => model.id);
}

/**
 * The words of a search with the words of the device model it names matching as that model's
 * words: by their stem, an inflection or a completion while typed (lexemes that start with the
 * stem), not by a compound that merely contains them (oneplus for the plus of "iphone 14 plus").
 * So every hit mentions the model (`nordshop_model_mention`, migration 0015).
 */
export function withModelWords(expansions: readonly Expansion[], model: ModelName): Expansion[] {
  const stems = new Set(model.stems);
  const own = (e: Expansion, lexemes: readonly string[]) =>
    stems.has(e.stem) ? lexemes.filter((lexeme) => lexeme.startsWith(e.stem)) : lexemes;
  return expansions.map((e) => ({
    ...e,
    alternatives: own(e, e.alternatives),
    completions: own(e, e.completions),
  }));
}

/**
 * The words of a search besides those of the device model it names, as a query over the documents
 * that mention the model (product_model_texts.scoped, whose lexemes carry the model's id:
 * `96_skal`): each lexeme prefixed with the model's id; '' when the search has no other word.
 */
export function modelScopedQuery(queries: Pick<SearchQueries, 'groups'>, model: ModelName): string {
  const stems = new Set(model.stems);
  return queries.groups
    .filter((group) => !stems.has(group.stem))
    .map((group) =>
      group.query.replace(/'((?:[^'\\]|''|\\.)*)'/g, (_, l: string) => `'${model.id}_${l}'`),
    )
    .join(' & ');
}

/** A tsquery literal that ORs lexemes exactly as given (no stemming), e.g. 'ladd' | 'billadd'. */
export function lexemeQuery(lexemes: readonly string[]): string {
  return [...new Set(lexemes)]
    .map((lexeme) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`)
    .join(' | ');
}
