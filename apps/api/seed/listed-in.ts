import type { BuiltCategories, BuiltModel } from './build-categories';

/**
 * The categories a product is listed in: its type leaves with their ancestors, its model (or the
 * universal brand) with its brand, and for a model of a big brand the type's third level of it.
 */
export function listedIn(
  cats: BuiltCategories,
  leafs: readonly { key: string; path: readonly number[] }[],
  model: BuiltModel | undefined,
): Set<number> {
  const ids = new Set<number>(leafs.flatMap((leaf) => leaf.path));
  for (const id of model ? model.path : [cats.deviceBrandBySlug.get('universal')!.id]) ids.add(id);
  for (const leaf of model ? leafs : []) {
    const third = cats.typeBrandLeafs.get(`${leaf.key}:${model!.brandSlug}`);
    if (third) ids.add(third.id);
  }
  return ids;
}
