import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { categories, products, SEARCH_LOCALES, tsvector } from './catalog';

// What search reads besides the catalog's own tables: documents per device model, hints and the
// dictionary of words (decision 024).

/**
 * The documents of main products that mention a device model (every word of the model's name in
 * the product's document, as `nordshop_model_mention` of migration 0015 reads it), per locale and
 * model. A search that names a model finds its hits here (decision 024): in `scoped`, the
 * document's lexemes each prefixed with the model's id, whose full-text index holds a posting list
 * per model and word (cases for the iPhone 15), so the search reads postings as long as its hits
 * rather than those of the catalog's common words (iphone, 15); and in order of popularity within
 * the model, the document in the index. Kept by triggers on product_texts, category_texts,
 * categories and product_categories (migration 0015); nothing writes it directly.
 */
export const productModelTexts = pgTable(
  'product_model_texts',
  {
    locale: text('locale').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    popularity: integer('popularity').notNull(),
    /** The product is listed under the model (product_categories), not only mentions it. */
    listed: boolean('listed').notNull(),
    searchVector: tsvector('search_vector').notNull(),
    scoped: tsvector('scoped').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.locale, t.categoryId, t.productId] }),
    index('product_model_texts_popular_idx').on(
      t.locale,
      t.categoryId,
      t.popularity.desc(),
      t.productId,
      t.listed,
      t.searchVector,
    ),
    index('product_model_texts_product_idx').on(t.productId),
    ...SEARCH_LOCALES.map((locale) =>
      index(`product_model_texts_scoped_${locale}_idx`)
        .using('gin', t.scoped)
        .where(sql.raw(`locale = '${locale}'`)),
    ),
  ],
);

/** Search hints: a trigger word of a locale pointing to a page (id, url, url_title). */
export const searchTriggers = pgTable(
  'search_triggers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    locale: text('locale').notNull(),
    trigger: text('trigger').notNull(),
    url: text('url').notNull(),
    urlTitle: text('url_title').notNull(),
  },
  (t) => [index('search_triggers_trigger_idx').using('gin', t.trigger.op('gin_trgm_ops'))],
);

/**
 * The distinct words of product and category names per locale with their stemmed lexeme. Search
 * corrects typos and expands compound words against this small table (trigram index) before the
 * full-text match. Rebuilt by rebuildSearchWords() after catalog changes.
 */
export const searchWords = pgTable(
  'search_words',
  {
    locale: text('locale').notNull(),
    word: text('word').notNull(),
    lexeme: text('lexeme').notNull(),
    frequency: integer('frequency').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.locale, t.word] }),
    index('search_words_word_idx').using('gin', t.word.op('gin_trgm_ops')),
  ],
);
