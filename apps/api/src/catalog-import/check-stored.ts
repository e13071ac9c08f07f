import { IMPORT_LOCALES } from '@nordshop/api-contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { queryRows } from '../platform/db/query';
import type { StoredProduct } from './load-products';
import {
  addError,
  checkValues,
  fieldKey,
  type ImportErrors,
  type NumberedLine,
} from './parse-lines';

/**
 * Checks the lines against the stored catalog before anything is written: a product stays a
 * product and a variation a variation of the same product, a variation's product exists (in the
 * batch or stored) with the attribute values it names, and no page slug is another product's.
 */
export async function checkStored(
  db: Db,
  lines: readonly NumberedLine[],
  stored: ReadonlyMap<string, StoredProduct>,
  errors: ImportErrors,
): Promise<void> {
  const batchMains = new Set(
    lines.filter(({ line }) => line.parent_sku === undefined).map(({ line }) => line.sku),
  );
  const bySku = new Map(lines.map((l) => [l.line.sku, l.line]));
  for (const { number, line } of lines) {
    const current = stored.get(line.sku)?.state;
    if (line.discontinued) continue;
    const parentSku = line.parent_sku ?? null;
    if (current && current.parentSku !== parentSku)
      addError(
        errors,
        fieldKey(number, ['parent_sku']),
        current.parentSku === null
          ? 'must be left out: the SKU is a product, not a variation'
          : `must be ${current.parentSku}: the SKU is a variation of it`,
      );
    if (parentSku === null || batchMains.has(parentSku)) continue;
    const parent = stored.get(parentSku)?.state;
    if (!parent || parent.parentSku !== null)
      addError(
        errors,
        fieldKey(number, ['parent_sku']),
        'is no product in this batch or the catalog',
      );
    else checkValues(number, line, { variation_attributes: parent.variationAttributes }, errors);
  }
  const pairs = lines.flatMap(({ line }) =>
    line.discontinued
      ? []
      : IMPORT_LOCALES.flatMap((locale) => {
          const slug = line.texts?.[locale]?.slug;
          return slug ? [{ locale, slug }] : [];
        }),
  );
  if (pairs.length === 0) return;
  const owners = await queryRows<{ locale: string; slug: string; sku: string }>(
    db,
    sql`select t.locale, t.slug, p.sku
        from json_to_recordset(${JSON.stringify(pairs)}::json) as w(locale text, slug text)
        join product_texts t on t.locale = w.locale and t.slug = w.slug
        join products p on p.id = t.product_id`,
  );
  const ownerOf = new Map(owners.map((o) => [`${o.locale}:${o.slug}`, o.sku]));
  for (const { number, line } of lines) {
    if (line.discontinued) continue;
    for (const locale of IMPORT_LOCALES) {
      const slug = line.texts?.[locale]?.slug;
      const owner = slug === undefined ? undefined : ownerOf.get(`${locale}:${slug}`);
      if (owner === undefined || owner === line.sku) continue;
      const ownersLine = bySku.get(owner);
      const freed =
        ownersLine && (ownersLine.discontinued || ownersLine.texts?.[locale]?.slug !== slug);
      if (!freed)
        addError(errors, fieldKey(number, ['texts', locale, 'slug']), `is the page of ${owner}`);
    }
  }
}
