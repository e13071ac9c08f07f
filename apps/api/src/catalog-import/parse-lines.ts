import {
  IMPORT_LOCALES,
  IMPORT_MAX_ERRORS,
  ImportLineSchema,
  type ImportLine,
} from '@nordshop/api-contract';
import { lineIssues } from './line-rules';

/** An import line with its number (from 1, the file's line number for the command). */
export interface NumberedLine {
  readonly number: number;
  readonly line: ImportLine;
}

/** Field errors of a batch, keyed `lines.<number>.<field path>` (the line numbered from 1). */
export type ImportErrors = Record<string, string>;

/** The key of a field of a numbered line: `lines.12.prices.sv.n.0.p`. */
export function fieldKey(number: number, path: readonly PropertyKey[]): string {
  return ['lines', number, ...path.map(String)].join('.');
}

/** Adds an error unless the batch already names {@link IMPORT_MAX_ERRORS} fields. */
export function addError(errors: ImportErrors, key: string, message: string): void {
  if (key in errors || Object.keys(errors).length >= IMPORT_MAX_ERRORS) return;
  errors[key] = message;
}

/**
 * Parses every raw line with the line schema and its rules (line-rules.ts), each numbered by
 * `numbers` (else from 1), then checks what
 * one line cannot see alone: a SKU twice, a page slug twice in one language, a variation whose
 * product in the batch has no such attribute value. Every problem is reported at once.
 */
export function parseLines(
  raw: readonly unknown[],
  numbers?: readonly number[],
): { lines: NumberedLine[]; errors: ImportErrors } {
  const errors: ImportErrors = {};
  const lines: NumberedLine[] = [];
  raw.forEach((value, i) => {
    const number = numbers?.[i] ?? i + 1;
    const result = ImportLineSchema.safeParse(value);
    const issues = result.success ? lineIssues(result.data) : [];
    for (const issue of issues) addError(errors, fieldKey(number, issue.path), issue.message);
    if (result.success && issues.length === 0) lines.push({ number, line: result.data });
    else if (!result.success)
      for (const issue of result.error.issues)
        addError(errors, fieldKey(number, issue.path), issue.message);
  });
  checkBatch(lines, errors);
  return { lines, errors };
}

function checkBatch(lines: readonly NumberedLine[], errors: ImportErrors): void {
  const skus = new Map<string, number>();
  const slugs = new Map<string, number>();
  for (const { number, line } of lines) {
    const first = skus.get(line.sku);
    if (first !== undefined)
      addError(errors, fieldKey(number, ['sku']), `is also on line ${first}`);
    else skus.set(line.sku, number);
    if (line.discontinued) continue;
    for (const locale of IMPORT_LOCALES) {
      const slug = line.texts?.[locale]?.slug;
      if (slug === undefined) continue;
      const owner = slugs.get(`${locale}:${slug}`);
      if (owner !== undefined)
        addError(errors, fieldKey(number, ['texts', locale, 'slug']), `is also on line ${owner}`);
      else slugs.set(`${locale}:${slug}`, number);
    }
  }
  const mains = new Map(
    lines.filter(({ line }) => line.parent_sku === undefined).map((l) => [l.line.sku, l]),
  );
  for (const { number, line } of lines) {
    const parent = line.parent_sku === undefined ? undefined : mains.get(line.parent_sku);
    if (!parent) continue;
    if (parent.line.discontinued && !line.discontinued)
      addError(
        errors,
        fieldKey(number, ['parent_sku']),
        `is discontinued on line ${parent.number}`,
      );
    checkValues(number, line, parent.line, errors);
  }
}

/** A variation's values must be values of its product's attributes, one for each. */
export function checkValues(
  number: number,
  line: ImportLine,
  parent: {
    readonly variation_attributes?:
      readonly { code: string; values: readonly { code: string }[] }[] | undefined;
  },
  errors: ImportErrors,
): void {
  if (line.discontinued || !line.variation) return;
  const attributes = parent.variation_attributes ?? [];
  line.variation.forEach(({ attribute: code, value }, i) => {
    const attribute = attributes.find((a) => a.code === code);
    if (!attribute)
      addError(
        errors,
        fieldKey(number, ['variation', i, 'attribute']),
        'is not an attribute of its product',
      );
    else if (!attribute.values.some((v) => v.code === value))
      addError(errors, fieldKey(number, ['variation', i, 'value']), `is not a value of ${code}`);
  });
  for (const attribute of attributes)
    if (!line.variation.some((v) => v.attribute === attribute.code))
      addError(errors, fieldKey(number, ['variation']), `must give a value of ${attribute.code}`);
}
