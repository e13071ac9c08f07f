import { describe, expect, it } from 'vitest';
import {
  lexemeQuery,
  modelScopedQuery,
  namedModels,
  searchQueries,
  splitModelQuery,
  withModelWords,
  type Expansion,
} from './search-query';

const word = (token: string, extra: Partial<Expansion> = {}): Expansion => ({
  token,
  own: `'${token}'`,
  whole: `'${token}'`,
  alternatives: [],
  exact: /\d/.test(token),
  frequency: 100,
  stem: token,
  completions: [],
  ...extra,
});

describe('searchQueries', () => {
  it('needs every word, each by its own stem or an alternative, and ranks by any own stem', () => {
    const queries = searchQueries([
      word('skal', { alternatives: ['silikonskal'], frequency: 900 }),
      word('iphon', { frequency: 500 }),
      word('15', { frequency: 300 }),
    ]);
    expect(queries.full).toBe("('skal' | 'silikonskal') & ('iphon') & ('15')");
    expect(queries.anyOwn).toBe("('skal') | ('iphon') | ('15')");
    expect(queries.models).toBe("('15')");
    expect(queries.estimate).toBe(300);
    expect(queries.stems).toEqual(['skal', 'iphon', '15']);
    expect(queries.groups.map((group) => group.model)).toEqual([false, false, true]);
  });

  it('leaves out a stop word without alternatives, and a word not known takes part by its alternatives', () => {
    const queries = searchQueries([
      word('for', { own: '', whole: '', stem: '' }),
      word('ladare', { own: '', whole: '', alternatives: ['ladd'] }),
    ]);
    expect(queries.full).toBe("('ladd')");
    expect(queries.anyOwn).toBe('');
    expect(queries.groups).toHaveLength(1);
  });

  it("matches a word being typed by the dictionary's words that start with it, when it has any", () => {
    const typed = searchQueries([
      word('iphon', { frequency: 500 }),
      word('skarm', { own: "'skarm':*", completions: ['skarmskyd', 'skarm', 'skarmkant'] }),
    ]);
    expect(typed.full).toBe("('iphon') & ('skarmskyd' | 'skarm' | 'skarmkant')");
    expect(typed.anyOwn).toBe("('iphon') | ('skarm')");
    const unknown = searchQueries([word('qx', { own: "'qx':*" })]);
    expect(unknown.full).toBe("('qx':*)");
  });

  it('has nothing to search for in stop words alone', () => {
    const queries = searchQueries([word('och', { own: '', whole: '', stem: '' })]);
    expect(queries.full).toBe('');
    expect(queries.estimate).toBe(0);
  });
});

describe('splitModelQuery', () => {
  it.each([
    ['65w', "('65' & 'w')"],
    ['s24', "('s' & '24')"],
    ['8a', "('8' & 'a')"],
    ['15', ''],
    ['s24u', ''],
  ])('%s also matches as %s', (token, query) => {
    expect(splitModelQuery(word(token))).toBe(query);
  });

  it('splits model numbers only', () => {
    expect(splitModelQuery(word('ab', { exact: false }))).toBe('');
  });
});

describe('namedModels', () => {
  const models = [
    { id: 1, stems: ['iphon', '15'] },
    { id: 2, stems: ['iphon', '15', 'pro'] },
    { id: 3, stems: ['iphon', '15', 'pro', 'max'] },
    { id: 4, stems: ['galaxi', 's24'] },
  ];
  it.each([
    [['skal', 'iphon', '15'], [1]],
    [['iphon', '15', 'pro', 'skal'], [2]],
    [['iphon', '15', 'pro', 'max'], [3]],
    [['s24', 'skal'], []],
    [['laddar'], []],
  ])('a search of %j names %j', (stems, named) => {
    expect(namedModels(models, stems)).toEqual(named);
  });
});

describe('withModelWords', () => {
  const iphone14Plus = { id: 94, stems: ['iphon', '14', 'plus'] };

  it('lets the named model’s words match only by lexemes starting with their stems', () => {
    const words = withModelWords(
      [
        word('skal', { alternatives: ['skal', 'silikonskal'] }),
        word('iphon'),
        word('14'),
        word('plus', {
          own: "'plus':*",
          completions: ['plus', 'plusskal'],
          alternatives: ['oneplus'],
        }),
      ],
      iphone14Plus,
    );
    expect(searchQueries(words).full).toBe(
      "('skal' | 'skal' | 'silikonskal') & ('iphon') & ('14') & ('plus' | 'plusskal')",
    );
  });

  it('leaves a search’s other words as they are', () => {
    const skal = word('skal', { alternatives: ['silikonskal', 'mobilskal'] });
    expect(withModelWords([skal], iphone14Plus)).toEqual([skal]);
  });
});

describe('modelScopedQuery', () => {
  const iphone15 = { id: 96, stems: ['iphon', '15'] };

  it('asks the model’s documents for the other words, each lexeme under the model’s id', () => {
    const queries = searchQueries([
      word('skal', { alternatives: ['silikonskal'] }),
      word('iphon'),
      word('15'),
      word('skarm', { own: "'skarm':*" }),
    ]);
    expect(modelScopedQuery(queries, iphone15)).toBe(
      "('96_skal' | '96_silikonskal') & ('96_skarm':*)",
    );
  });

  it('keeps escaped quotes and backslashes inside a lexeme', () => {
    const queries = searchQueries([word('o', { own: "'o''hara' | 'a\\\\b'" }), word('15')]);
    expect(modelScopedQuery(queries, iphone15)).toBe("('96_o''hara' | '96_a\\\\b')");
  });

  it('is empty for a search of the model’s words alone', () => {
    expect(modelScopedQuery(searchQueries([word('iphon'), word('15')]), iphone15)).toBe('');
  });
});

describe('lexemeQuery', () => {
  it('quotes and ORs distinct lexemes', () => {
    expect(lexemeQuery(['ladd', 'billadd', 'ladd'])).toBe("'ladd' | 'billadd'");
  });

  it('escapes quotes and backslashes', () => {
    expect(lexemeQuery(["o'hara", 'a\\b'])).toBe("'o''hara' | 'a\\\\b'");
  });
});
