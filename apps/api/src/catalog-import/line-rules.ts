import { IMPORT_LOCALES, type ImportLine } from '@nordshop/api-contract';

/** A rule a line breaks: the field's path within the line and what is wrong. */
export interface LineIssue {
  readonly path: readonly (string | number)[];
  readonly message: string;
}

const named = (texts: Partial<Record<string, unknown>> | undefined) =>
  texts !== undefined && Object.values(texts).some(Boolean);

/** Tiers must start at quantity 1 and rise, so every quantity has one price. */
function tierIssues(line: ImportLine): LineIssue[] {
  return IMPORT_LOCALES.flatMap((locale) => {
    const prices = line.prices?.[locale];
    if (!prices) return [];
    return (['n', 'c'] as const).flatMap((part) =>
      prices[part].flatMap((tier, i): LineIssue[] => {
        const path = ['prices', locale, part, i, 'q'];
        if (i === 0 && tier.q !== 1) return [{ path, message: 'the first tier must be from 1' }];
        if (i > 0 && tier.q <= prices[part][i - 1]!.q)
          return [{ path, message: 'must be larger than the tier before' }];
        return [];
      }),
    );
  });
}

/** Every name must have at least one language. */
function nameIssues(line: ImportLine): LineIssue[] {
  const issue = (path: (string | number)[]): LineIssue[] => [
    { path, message: 'must name at least one language' },
  ];
  return [
    ...(line.categories ?? []).flatMap((chain, i) =>
      chain.flatMap((node, j) => (named(node.texts) ? [] : issue(['categories', i, j, 'texts']))),
    ),
    ...(line.tags ?? []).flatMap((texts, i) => (named(texts) ? [] : issue(['tags', i]))),
    ...(line.variation_attributes ?? []).flatMap((attribute, i) => [
      ...(named(attribute.name) ? [] : issue(['variation_attributes', i, 'name'])),
      ...attribute.values.flatMap((value, j) =>
        named(value.name) ? [] : issue(['variation_attributes', i, 'values', j, 'name']),
      ),
    ]),
  ];
}

/** What a variation's line may and must say. */
function variationIssues(line: ImportLine): LineIssue[] {
  const issues: LineIssue[] = [];
  if (line.parent_sku === line.sku)
    issues.push({ path: ['parent_sku'], message: 'must not be the line’s own sku' });
  if (line.parent_sku !== undefined) {
    for (const field of ['categories', 'brand', 'tags', 'variation_attributes'] as const)
      if (line[field] !== undefined)
        issues.push({
          path: [field],
          message: 'is the product’s: a variation takes it from its parent_sku',
        });
    if (!line.discontinued && line.variation === undefined)
      issues.push({ path: ['variation'], message: 'is required for a variation' });
  } else if (line.variation !== undefined)
    issues.push({ path: ['variation'], message: 'needs parent_sku' });
  line.variation?.forEach(({ attribute }, i) => {
    if (line.variation!.findIndex((v) => v.attribute === attribute) < i)
      issues.push({ path: ['variation', i, 'attribute'], message: 'is named twice' });
  });
  return issues;
}

/**
 * The rules across a line's fields (its shape is ImportLineSchema's): a line that is not
 * discontinued has texts and prices in at least one language, tiers start at quantity 1 and rise,
 * names have a language, and a variation names its values but not what its product decides.
 */
export function lineIssues(line: ImportLine): LineIssue[] {
  const issues = variationIssues(line);
  if (line.discontinued) return issues;
  if (!named(line.texts))
    issues.push({ path: ['texts'], message: 'must have the texts of at least one language' });
  if (!named(line.prices))
    issues.push({ path: ['prices'], message: 'must have the prices of at least one storefront' });
  return [...issues, ...tierIssues(line), ...nameIssues(line)];
}
