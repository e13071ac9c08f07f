-- Search as shoppers type (decision 024). Words match with or without their diacritics: each
-- storefront language gets a text search configuration that runs unaccent before its stemmer, for
-- the documents and the queries alike (trådlösa = tradlosa, näytönsuoja = naytonsuoja).
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION nordshop_sv (COPY = pg_catalog.swedish);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION nordshop_sv ALTER MAPPING FOR hword, hword_part, word WITH unaccent, swedish_stem;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION nordshop_no (COPY = pg_catalog.norwegian);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION nordshop_no ALTER MAPPING FOR hword, hword_part, word WITH unaccent, norwegian_stem;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION nordshop_da (COPY = pg_catalog.danish);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION nordshop_da ALTER MAPPING FOR hword, hword_part, word WITH unaccent, danish_stem;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION nordshop_fi (COPY = pg_catalog.finnish);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION nordshop_fi ALTER MAPPING FOR hword, hword_part, word WITH unaccent, finnish_stem;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION nordshop_nl (COPY = pg_catalog.dutch);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION nordshop_nl ALTER MAPPING FOR hword, hword_part, word WITH unaccent, dutch_stem;
--> statement-breakpoint
-- Letters and digits glued together are split apart, as the API splits a search's words
-- (apps/api/src/search/search-tokens.ts): iPhone15 = iPhone 15, 15Pro = 15 Pro, S24Ultra = S24
-- Ultra; a single letter before or after digits stays with them (S24, 8a, 5G).
CREATE FUNCTION nordshop_search_text(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$ select regexp_replace(regexp_replace($1, '([A-Za-z]{2})([0-9])', '\1 \2', 'g'), '([0-9])([A-Za-z]{2})', '\1 \2', 'g') $$;
--> statement-breakpoint
ALTER TABLE product_texts DROP COLUMN search_vector;
--> statement-breakpoint
ALTER TABLE product_texts ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (setweight(to_tsvector(case locale when 'sv' then 'nordshop_sv'::regconfig when 'no' then 'nordshop_no'::regconfig when 'da' then 'nordshop_da'::regconfig when 'fi' then 'nordshop_fi'::regconfig when 'nl' then 'nordshop_nl'::regconfig else 'simple'::regconfig end, nordshop_search_text(coalesce(name, ''))), 'A') || setweight(to_tsvector(case locale when 'sv' then 'nordshop_sv'::regconfig when 'no' then 'nordshop_no'::regconfig when 'da' then 'nordshop_da'::regconfig when 'fi' then 'nordshop_fi'::regconfig when 'nl' then 'nordshop_nl'::regconfig else 'simple'::regconfig end, nordshop_search_text(coalesce(keywords, ''))), 'B')) STORED;
--> statement-breakpoint
CREATE INDEX "product_texts_search_sv_idx" ON "product_texts" USING gin ("search_vector") WHERE locale = 'sv' and is_main;
--> statement-breakpoint
CREATE INDEX "product_texts_search_no_idx" ON "product_texts" USING gin ("search_vector") WHERE locale = 'no' and is_main;
--> statement-breakpoint
CREATE INDEX "product_texts_search_da_idx" ON "product_texts" USING gin ("search_vector") WHERE locale = 'da' and is_main;
--> statement-breakpoint
CREATE INDEX "product_texts_search_fi_idx" ON "product_texts" USING gin ("search_vector") WHERE locale = 'fi' and is_main;
--> statement-breakpoint
CREATE INDEX "product_texts_search_nl_idx" ON "product_texts" USING gin ("search_vector") WHERE locale = 'nl' and is_main;
--> statement-breakpoint
-- A broad search takes its most popular matches in index order, the document read from the index
-- itself (an index-only scan), instead of ranking every hit.
CREATE INDEX "product_texts_popular_sv_idx" ON "product_texts" USING btree ("popularity" DESC, "product_id", "search_vector") WHERE locale = 'sv' and is_main;
--> statement-breakpoint
CREATE INDEX "product_texts_popular_no_idx" ON "product_texts" USING btree ("popularity" DESC, "product_id", "search_vector") WHERE locale = 'no' and is_main;
--> statement-breakpoint
CREATE INDEX "product_texts_popular_da_idx" ON "product_texts" USING btree ("popularity" DESC, "product_id", "search_vector") WHERE locale = 'da' and is_main;
--> statement-breakpoint
CREATE INDEX "product_texts_popular_fi_idx" ON "product_texts" USING btree ("popularity" DESC, "product_id", "search_vector") WHERE locale = 'fi' and is_main;
--> statement-breakpoint
CREATE INDEX "product_texts_popular_nl_idx" ON "product_texts" USING btree ("popularity" DESC, "product_id", "search_vector") WHERE locale = 'nl' and is_main;
--> statement-breakpoint
-- A search lists the categories whose names match its words: their documents, kept like products'.
ALTER TABLE category_texts ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (to_tsvector(case locale when 'sv' then 'nordshop_sv'::regconfig when 'no' then 'nordshop_no'::regconfig when 'da' then 'nordshop_da'::regconfig when 'fi' then 'nordshop_fi'::regconfig when 'nl' then 'nordshop_nl'::regconfig else 'simple'::regconfig end, nordshop_search_text(coalesce(name, '')))) STORED;
--> statement-breakpoint
-- The typo and compound dictionary again, its words without diacritics and split as documents are
-- (the query of rebuildSearchWords in apps/api/src/db/search-words.ts as of this migration).
DELETE FROM search_words;
--> statement-breakpoint
INSERT INTO search_words (locale, word, lexeme, frequency)
SELECT locale, word, lexeme, frequency FROM (
  SELECT locale, word, (tsvector_to_array(to_tsvector((case locale when 'sv' then 'nordshop_sv' when 'no' then 'nordshop_no' when 'da' then 'nordshop_da' when 'fi' then 'nordshop_fi' when 'nl' then 'nordshop_nl' else 'simple' end)::regconfig, word)))[1] AS lexeme, frequency
  FROM (
    SELECT locale, word, sum(n)::int AS frequency
    FROM (
      SELECT locale, name || ' ' || keywords AS text, count(*) AS n FROM product_texts WHERE is_main GROUP BY 1, 2
      UNION ALL
      SELECT locale, name, 1 FROM category_texts
    ) source, regexp_split_to_table(lower(unaccent(nordshop_search_text(text))), '[^[:alnum:]]+') AS word
    WHERE length(word) >= 2
    GROUP BY locale, word
  ) words
) stemmed
WHERE lexeme IS NOT NULL;
