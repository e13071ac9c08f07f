CREATE TABLE "product_model_texts" (
	"locale" text NOT NULL,
	"category_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"popularity" integer NOT NULL,
	"listed" boolean NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	"scoped" "tsvector" NOT NULL,
	CONSTRAINT "product_model_texts_locale_category_id_product_id_pk" PRIMARY KEY("locale","category_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "product_model_texts" ADD CONSTRAINT "product_model_texts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_model_texts" ADD CONSTRAINT "product_model_texts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_model_texts_popular_idx" ON "product_model_texts" USING btree ("locale","category_id","popularity" DESC NULLS LAST,"product_id","listed","search_vector");--> statement-breakpoint
CREATE INDEX "product_model_texts_product_idx" ON "product_model_texts" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_model_texts_scoped_sv_idx" ON "product_model_texts" USING gin ("scoped") WHERE locale = 'sv';--> statement-breakpoint
CREATE INDEX "product_model_texts_scoped_no_idx" ON "product_model_texts" USING gin ("scoped") WHERE locale = 'no';--> statement-breakpoint
CREATE INDEX "product_model_texts_scoped_da_idx" ON "product_model_texts" USING gin ("scoped") WHERE locale = 'da';--> statement-breakpoint
CREATE INDEX "product_model_texts_scoped_fi_idx" ON "product_model_texts" USING gin ("scoped") WHERE locale = 'fi';--> statement-breakpoint
CREATE INDEX "product_model_texts_scoped_nl_idx" ON "product_model_texts" USING gin ("scoped") WHERE locale = 'nl';--> statement-breakpoint
-- A lexeme as a tsquery literal: quoted, its quotes and backslashes escaped.
CREATE FUNCTION nordshop_lexeme_literal(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$ select '''' || replace(replace($1, '\', '\\'), '''', '''''') || '''' $$;
--> statement-breakpoint
-- What a product's document must have to mention a device model, from the stems of the model's
-- name: each word of letters as a prefix (a search matches such a word by its stem, an inflection
-- or a completion while typed, all of which start with it), each model number as written, and one of
-- digits and a single letter also as the two written apart (s24 = s 24), as the API's search matches
-- them (apps/api/src/search/search-query.ts).
CREATE FUNCTION nordshop_model_mention(tsvector) RETURNS tsquery LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$ select string_agg(case
    when l !~ '[0-9]' then nordshop_lexeme_literal(l) || ':*'
    when l ~ '^[0-9]+[[:alpha:]]$' then '(' || nordshop_lexeme_literal(l) || ' | ' || nordshop_lexeme_literal(substring(l from '^([0-9]+)')) || ' & ' || nordshop_lexeme_literal(substring(l from '([[:alpha:]])$')) || ')'
    when l ~ '^[[:alpha:]][0-9]+$' then '(' || nordshop_lexeme_literal(l) || ' | ' || nordshop_lexeme_literal(substring(l from '^([[:alpha:]])')) || ' & ' || nordshop_lexeme_literal(substring(l from '([0-9]+)$')) || ')'
    else nordshop_lexeme_literal(l) end, ' & ' order by l)::tsquery
  from unnest(tsvector_to_array($1)) l $$;
--> statement-breakpoint
-- A document's lexemes, each prefixed with a device model's id (`96_skal`): one posting list per
-- model and word in the full-text index of product_model_texts.scoped.
CREATE FUNCTION nordshop_scoped_document(tsvector, integer) RETURNS tsvector LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$ select array_to_tsvector(array(select $2 || '_' || l from unnest(tsvector_to_array($1)) l)) $$;
--> statement-breakpoint
-- The rows of device models (by category id) as the catalog has them now.
CREATE FUNCTION nordshop_model_texts_of_models(integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM product_model_texts WHERE category_id = any($1);
  INSERT INTO product_model_texts (locale, category_id, product_id, popularity, listed, search_vector, scoped)
  SELECT t.locale, m.category_id, t.product_id, t.popularity,
    exists (select 1 from product_categories pc where pc.product_id = t.product_id and pc.category_id = m.category_id),
    t.search_vector, nordshop_scoped_document(t.search_vector, m.category_id)
  FROM (SELECT c.category_id, c.locale, nordshop_model_mention(c.search_vector) AS mention
        FROM category_texts c JOIN categories k ON k.id = c.category_id AND k.kind = 'device_model'
        WHERE c.category_id = any($1) OFFSET 0) m
  JOIN product_texts t ON t.locale = m.locale AND t.is_main
  WHERE t.search_vector @@ m.mention;
$$;
--> statement-breakpoint
-- Statement-level triggers (one call per statement, however many rows a catalog import writes); a
-- trigger with transition tables has one event, so each table has one per event.
CREATE FUNCTION nordshop_model_texts_follow_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM product_model_texts m USING removed o WHERE m.product_id = o.product_id AND m.locale = o.locale;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    -- Each new text against the device models of its own locale, their mention queries built once.
    INSERT INTO product_model_texts (locale, category_id, product_id, popularity, listed, search_vector, scoped)
    SELECT n.locale, m.category_id, n.product_id, n.popularity,
      exists (select 1 from product_categories pc where pc.product_id = n.product_id and pc.category_id = m.category_id),
      n.search_vector, nordshop_scoped_document(n.search_vector, m.category_id)
    FROM (SELECT c.category_id, c.locale, nordshop_model_mention(c.search_vector) AS mention
          FROM category_texts c JOIN categories k ON k.id = c.category_id AND k.kind = 'device_model'
          OFFSET 0) m
    JOIN added n ON n.locale = m.locale AND n.is_main
    WHERE n.search_vector @@ m.mention
    ON CONFLICT (locale, category_id, product_id) DO UPDATE
      SET popularity = excluded.popularity, listed = excluded.listed,
        search_vector = excluded.search_vector, scoped = excluded.scoped;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_texts_model_texts_insert AFTER INSERT ON "product_texts" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION nordshop_model_texts_follow_products();
--> statement-breakpoint
CREATE TRIGGER product_texts_model_texts_update AFTER UPDATE ON "product_texts" REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION nordshop_model_texts_follow_products();
--> statement-breakpoint
CREATE TRIGGER product_texts_model_texts_delete AFTER DELETE ON "product_texts" REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION nordshop_model_texts_follow_products();
--> statement-breakpoint
CREATE FUNCTION nordshop_model_texts_follow_model_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM nordshop_model_texts_of_models(array(SELECT DISTINCT category_id FROM added));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM nordshop_model_texts_of_models(array(SELECT category_id FROM added UNION SELECT category_id FROM removed));
  ELSE
    PERFORM nordshop_model_texts_of_models(array(SELECT DISTINCT category_id FROM removed));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER category_texts_model_texts_insert AFTER INSERT ON "category_texts" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION nordshop_model_texts_follow_model_names();
--> statement-breakpoint
CREATE TRIGGER category_texts_model_texts_update AFTER UPDATE ON "category_texts" REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION nordshop_model_texts_follow_model_names();
--> statement-breakpoint
CREATE TRIGGER category_texts_model_texts_delete AFTER DELETE ON "category_texts" REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION nordshop_model_texts_follow_model_names();
--> statement-breakpoint
-- A category that becomes a device model, or stops being one.
CREATE FUNCTION nordshop_model_texts_follow_model_kinds() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nordshop_model_texts_of_models(array(
    SELECT n.id FROM added n JOIN removed o ON o.id = n.id WHERE n.kind IS DISTINCT FROM o.kind));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER categories_model_texts_update AFTER UPDATE ON "categories" REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION nordshop_model_texts_follow_model_kinds();
--> statement-breakpoint
-- Whether a product is listed under the model it mentions (it ranks first for a search naming it).
CREATE FUNCTION nordshop_model_texts_follow_listings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE product_model_texts m SET listed = true FROM added n
    WHERE m.product_id = n.product_id AND m.category_id = n.category_id;
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE product_model_texts m SET listed = false FROM removed o
    WHERE m.product_id = o.product_id AND m.category_id = o.category_id;
    UPDATE product_model_texts m SET listed = true FROM added n
    WHERE m.product_id = n.product_id AND m.category_id = n.category_id;
  ELSE
    UPDATE product_model_texts m SET listed = false FROM removed o
    WHERE m.product_id = o.product_id AND m.category_id = o.category_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_categories_model_texts_insert AFTER INSERT ON "product_categories" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION nordshop_model_texts_follow_listings();
--> statement-breakpoint
CREATE TRIGGER product_categories_model_texts_update AFTER UPDATE ON "product_categories" REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION nordshop_model_texts_follow_listings();
--> statement-breakpoint
CREATE TRIGGER product_categories_model_texts_delete AFTER DELETE ON "product_categories" REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION nordshop_model_texts_follow_listings();
--> statement-breakpoint
SELECT nordshop_model_texts_of_models(array(SELECT id FROM categories WHERE kind = 'device_model'));
