import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { regconfigOf } from '../search/search-words';

/** A text search reads words from, counted `sign` times (-1 for a text removed, 1 for one added). */
export interface CountedText {
  readonly locale: string;
  readonly text: string;
  readonly sign: 1 | -1;
}

/**
 * Keeps the search_words dictionary as rebuildSearchWords() would make it, without reading the
 * whole catalog: each word of the texts removed counts one less, each of the texts added one
 * more, words no text has any more leave. The texts are those rebuildSearchWords() reads: a main
 * product's `name keywords` per language, and category names.
 */
export async function applySearchWordsDelta(db: Db, texts: readonly CountedText[]): Promise<void> {
  if (texts.length === 0) return;
  await db.execute(sql`
    insert into search_words (locale, word, lexeme, frequency)
    select locale, word, lexeme, frequency from (
      select locale, word, (tsvector_to_array(to_tsvector(${regconfigOf(sql`locale`)}, word)))[1] as lexeme, frequency
      from (
        select x.locale, word, sum(x.sign)::int as frequency
        from json_to_recordset(${JSON.stringify(texts)}::json) as x(locale text, text text, sign int),
          regexp_split_to_table(lower(unaccent(nordshop_search_text(x.text))), '[^[:alnum:]]+') as word
        where length(word) >= 2
        group by x.locale, word
      ) words
    ) stemmed
    where lexeme is not null and frequency <> 0
    on conflict (locale, word) do update set frequency = search_words.frequency + excluded.frequency`);
  await db.execute(sql`delete from search_words where frequency <= 0`);
}
