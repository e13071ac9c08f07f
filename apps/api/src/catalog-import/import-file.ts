import { IMPORT_MAX_LINES, type CatalogImportResponse } from '@nordshop/api-contract';
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Db } from '../platform/db/database';
import { DomainError } from '../platform/http/errors';
import { importCatalog, type ImportOptions } from './import-catalog';
import { addError, fieldKey, parseLines, type ImportErrors } from './parse-lines';

/** A chunk of a JSON lines file: its lines' values and their line numbers in the file. */
interface Chunk {
  readonly values: unknown[];
  readonly numbers: number[];
}

/** The file's non-blank lines in chunks of `size`; a line that is not JSON is an error of its number. */
async function* chunksOf(path: string, size: number, errors: ImportErrors): AsyncGenerator<Chunk> {
  const lines = createInterface({ input: createReadStream(path, 'utf8'), crlfDelay: Infinity });
  let chunk: Chunk = { values: [], numbers: [] };
  let number = 0;
  for await (const text of lines) {
    number += 1;
    if (text.trim() === '') continue;
    try {
      chunk.values.push(JSON.parse(text) as unknown);
      chunk.numbers.push(number);
    } catch {
      addError(errors, fieldKey(number, []), 'is not JSON');
    }
    if (chunk.values.length === size) {
      yield chunk;
      chunk = { values: [], numbers: [] };
    }
  }
  if (chunk.values.length > 0) yield chunk;
}

/** What importing a file did, summed over its chunks. */
export interface FileImportReport extends CatalogImportResponse {
  readonly lines: number;
  readonly chunks: number;
}

/**
 * Imports a JSON lines file (one product per line, blank lines skipped) through
 * {@link importCatalog} in chunks of {@link IMPORT_MAX_LINES} lines, each chunk one transaction.
 * The whole file is read and every line checked (JSON, the line's fields, a SKU or slug twice in
 * the file) before the first chunk is written: such an error writes nothing. What a chunk is
 * checked against in the stored catalog (a variation's product, a slug of another product) is
 * checked when its turn comes, so a chunk refused then leaves the chunks before it imported.
 */
export async function importFile(
  db: Db,
  path: string,
  options: ImportOptions & { readonly onChunk?: (done: FileImportReport) => void },
): Promise<FileImportReport> {
  const errors: ImportErrors = {};
  const skus = new Map<string, number>();
  const slugs = new Map<string, number>();
  for await (const chunk of chunksOf(path, IMPORT_MAX_LINES, errors)) {
    const parsed = parseLines(chunk.values, chunk.numbers);
    Object.assign(errors, parsed.errors);
    for (const { number, line } of parsed.lines) {
      const first = skus.get(line.sku);
      if (first !== undefined && first !== number)
        addError(errors, fieldKey(number, ['sku']), `is also on line ${first}`);
      else skus.set(line.sku, number);
      for (const [locale, text] of Object.entries(line.discontinued ? {} : (line.texts ?? {}))) {
        const owner = text && slugs.get(`${locale}:${text.slug}`);
        if (owner !== undefined && owner !== number)
          addError(errors, fieldKey(number, ['texts', locale, 'slug']), `is also on line ${owner}`);
        else if (text) slugs.set(`${locale}:${text.slug}`, number);
      }
    }
  }
  if (Object.keys(errors).length > 0)
    throw new DomainError(
      'invalid_data',
      `Nothing imported: ${Object.keys(errors).length} field(s) refused`,
      errors,
    );
  let report: FileImportReport = {
    created: 0,
    updated: 0,
    unchanged: 0,
    discontinued: 0,
    lines: 0,
    chunks: 0,
  };
  for await (const chunk of chunksOf(path, IMPORT_MAX_LINES, errors)) {
    const counts = await importCatalog(db, chunk.values, { ...options, numbers: chunk.numbers });
    report = {
      created: report.created + counts.created,
      updated: report.updated + counts.updated,
      unchanged: report.unchanged + counts.unchanged,
      discontinued: report.discontinued + counts.discontinued,
      lines: report.lines + chunk.values.length,
      chunks: report.chunks + 1,
    };
    options.onChunk?.(report);
  }
  return report;
}
