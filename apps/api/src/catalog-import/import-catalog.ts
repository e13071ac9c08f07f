import type { CatalogImportResponse, ImportLine } from '@nordshop/api-contract';
import { LOCALE_CODES } from '@nordshop/locale-config';
import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { DomainError } from '../platform/http/errors';
import { checkStored } from './check-stored';
import { loadProducts, variationSkusOf, type StoredProduct } from './load-products';
import { parseLines, type ImportErrors, type NumberedLine } from './parse-lines';
import {
  classificationOf,
  desiredMainState,
  desiredVariationState,
  discontinuedState,
  rowDiffers,
  sameData,
  STATE_PARTS,
  type ProductState,
} from './product-state';
import { createReferences, planReferences } from './resolve-references';
import { applySearchWordsDelta, type CountedText } from './search-words-delta';
import { writeProducts, type ProductChange } from './write-products';

/** One audit entry of a product the import changed (written in the import's transaction). */
export interface ImportAuditEntry {
  readonly action: 'catalog.import';
  readonly subject: string;
  readonly before: ProductState | null;
  readonly after: ProductState;
}

/** How an import runs: its lines' first number and how each change is audited. */
export interface ImportOptions {
  /** The number of each line (the file's line numbers for the command); default 1, 2, 3... */
  readonly numbers?: readonly number[] | undefined;
  readonly audit: (tx: Db, entries: readonly ImportAuditEntry[]) => Promise<void>;
}

/** The advisory lock imports take, so that two imports over the same products run one after the other. */
export const IMPORT_LOCK_KEY = 72_736;

/** The 400 of a refused batch, naming every bad field as `lines.<number>.<path>`. */
function refusal(errors: ImportErrors): DomainError {
  const keys = Object.keys(errors);
  const first = /^lines\.(\d+)/.exec(keys[0] ?? '')?.[1];
  return new DomainError(
    'invalid_data',
    `Nothing imported: ${keys.length} field(s) refused${first ? `, the first on line ${first}` : ''}: ${keys.slice(0, 5).join(', ')}`,
    errors,
  );
}

/**
 * Imports a batch of lines (spec: one product per line) in one transaction: every line is
 * validated, and checked against the stored catalog, before anything is written (a refused
 * batch throws a DomainError naming each bad field, and writes nothing); then the products
 * whose stored state differs from their line are written and audited, the rest left as they are.
 * A product not in the batch is not touched, except a variation whose product changed (it takes
 * its product's brand and listings, and goes off sale with it).
 */
export async function importCatalog(
  db: Db,
  raw: readonly unknown[],
  options: ImportOptions,
): Promise<CatalogImportResponse> {
  // The lines that parse are checked against the catalog too, so one answer names every problem.
  const { lines, errors } = parseLines(raw, options.numbers);
  return db.transaction(async (tx) => {
    const tdb = tx as unknown as Db;
    await tdb.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_KEY})`);
    const skus = new Set(
      lines.flatMap(({ line }) => [line.sku, ...(line.parent_sku ? [line.parent_sku] : [])]),
    );
    const stored = await loadProducts(tdb, [...skus]);
    await checkStored(tdb, lines, stored, errors);
    const plan = await planReferences(tdb, lines, errors);
    if (Object.keys(errors).length > 0) throw refusal(errors);
    const refs = await createReferences(tdb, plan);
    const changes = new Map<string, ProductChange>();
    const counts = { created: 0, updated: 0, unchanged: 0, discontinued: 0 };
    const desired = new Map<string, ProductState>();
    const consider = (
      current: StoredProduct | undefined,
      next: ProductState,
      line?: ImportLine,
    ) => {
      desired.set(next.sku, next);
      const parts = new Set(
        STATE_PARTS.filter((p) => !current || !sameData(current.state[p], next[p])),
      );
      const row = !current || rowDiffers(current.state, next);
      const changed = row || parts.size > 0;
      if (changed) changes.set(next.sku, { current: current ?? null, desired: next, row, parts });
      if (!line) return;
      if (!changed) counts.unchanged += 1;
      else if (line.discontinued) counts.discontinued += 1;
      else if (current) counts.updated += 1;
      else counts.created += 1;
    };
    const byMainFirst = [...lines].sort(
      (a, b) => Number(a.line.parent_sku !== undefined) - Number(b.line.parent_sku !== undefined),
    );
    for (const { line } of byMainFirst) {
      const current = stored.get(line.sku);
      if (line.discontinued) {
        if (current) consider(current, discontinuedState(current.state), line);
        else counts.unchanged += 1;
      } else if (line.parent_sku === undefined) {
        consider(current, desiredMainState(line, classify(line, plan, refs)), line);
      } else {
        const parent = desired.get(line.parent_sku) ?? stored.get(line.parent_sku)!.state;
        consider(current, desiredVariationState(line, parent), line);
      }
    }
    await followVariations(tdb, lines, stored, desired, consider);
    const idOfSku = new Map([...stored].map(([sku, product]) => [sku, product.id]));
    const all = [...changes.values()];
    await writeProducts(tdb, all, idOfSku);
    await applySearchWordsDelta(tdb, [...wordsOf(all), ...categoryWords(plan.newCategories)]);
    await options.audit(
      tdb,
      all.map((c) => ({
        action: 'catalog.import',
        subject: `product:${c.desired.sku}`,
        before: c.current?.state ?? null,
        after: c.desired,
      })),
    );
    return counts;
  });
}

/** A main line's classification with its references' ids and names. */
function classify(
  line: ImportLine,
  plan: Awaited<ReturnType<typeof planReferences>>,
  refs: Awaited<ReturnType<typeof createReferences>>,
) {
  const chains = (plan.chains.get(line.sku) ?? []).map((chain) => chain.map(refs.idOf));
  const categoryIds = [...new Set(chains.flat())];
  return classificationOf(line, {
    brand: refs.brandOf(line),
    categoryIds,
    primaryCategoryId: chains[0]?.at(-1) ?? null,
    categoryNames: Object.fromEntries(
      LOCALE_CODES.map((locale) => [
        locale,
        [...new Set(categoryIds.flatMap((id) => refs.namesOf(id)[locale]?.name ?? []))],
      ]),
    ),
    tagIds: (plan.tags.get(line.sku) ?? []).map(refs.idOf),
  });
}

/**
 * The stored variations of the batch's main products that the batch leaves out: each takes its
 * product's brand, listings and grouping again, and goes off sale with a discontinued product.
 */
async function followVariations(
  db: Db,
  lines: readonly NumberedLine[],
  stored: Map<string, StoredProduct>,
  desired: Map<string, ProductState>,
  consider: (current: StoredProduct, next: ProductState) => void,
): Promise<void> {
  const inBatch = new Set(lines.map(({ line }) => line.sku));
  const mains = lines.filter(({ line }) => line.parent_sku === undefined && stored.has(line.sku));
  const variations = await loadProducts(
    db,
    (
      await variationSkusOf(
        db,
        mains.map(({ line }) => stored.get(line.sku)!.id),
      )
    ).filter((sku) => !inBatch.has(sku)),
  );
  for (const variation of variations.values()) {
    const parent = desired.get(variation.state.parentSku!);
    if (!parent) continue;
    consider(
      variation,
      parent.texts &&
        Object.keys(parent.texts).length === 0 &&
        Object.keys(parent.prices).length === 0
        ? discontinuedState(variation.state)
        : {
            ...variation.state,
            brandId: parent.brandId,
            prefix: parent.prefix,
            categoryIds: parent.categoryIds,
            primaryCategoryId: parent.primaryCategoryId,
            groupId: parent.groupId,
            discountCategory: parent.discountCategory,
            maxOrderQuantity: parent.maxOrderQuantity,
            isNew: parent.isNew,
            popularity: parent.popularity,
          },
    );
  }
}

/** The texts search counts words of, removed and added, of the main products that change texts. */
function wordsOf(changes: readonly ProductChange[]): CountedText[] {
  const texts = (state: ProductState, sign: 1 | -1): CountedText[] =>
    LOCALE_CODES.flatMap((locale) => {
      const t = state.texts[locale];
      return t ? [{ locale, text: `${t.name} ${t.keywords}`, sign }] : [];
    });
  return changes
    .filter((c) => c.parts.has('texts') && c.desired.parentSku === null)
    .flatMap((c) => [...(c.current ? texts(c.current.state, -1) : []), ...texts(c.desired, 1)]);
}

/** The names of new categories, each counted once (as rebuildSearchWords() counts category names). */
function categoryWords(
  created: readonly { texts: Partial<Record<string, { name: string }>> }[],
): CountedText[] {
  return created.flatMap((c) =>
    LOCALE_CODES.flatMap((locale) => {
      const t = c.texts[locale];
      return t ? [{ locale, text: t.name, sign: 1 as const }] : [];
    }),
  );
}
