import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/database';

/** SQL: the text search configuration (unaccent and the stemmer) of a locale column or value. */
export const regconfigOf = (locale: unknown) =>
  sql`(case ${locale} when 'sv' then 'nordshop_sv' when 'no' then 'nordshop_no' when 'da' then 'nordshop_da' when 'fi' then 'nordshop_fi' when 'nl' then 'nordshop_nl' else 'simple' end)::regconfig`;

/**
 * Rebuilds the search_words dictionary from the names and keywords of main products and the names
 * of categories: every distinct lower-case word of two or more letters, without its diacritics and
 * with letters and digits split apart as documents are (nordshop_search_text), with its stemmed
 * lexeme (stop words have none and are left out). Run after the catalog changes.
 */
export async function rebuildSearchWords(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from search_words`);
    await tx.execute(sql`
      insert into search_words (locale, word, lexeme, frequency)
      select locale, word, lexeme, frequency from (
        select locale, word, (tsvector_to_array(to_tsvector(${regconfigOf(sql`locale`)}, word)))[1] as lexeme, frequency
        from (
          select locale, word, sum(n)::int as frequency
          from (
            -- Many products share a name; split each distinct text once.
            select locale, name || ' ' || keywords as text, count(*) as n from product_texts where is_main group by 1, 2
            union all
            select locale, name, 1 from category_texts
          ) source, regexp_split_to_table(lower(unaccent(nordshop_search_text(text))), '[^[:alnum:]]+') as word
          where length(word) >= 2
          group by locale, word
        ) words
      ) stemmed
      where lexeme is not null`);
  });
}
