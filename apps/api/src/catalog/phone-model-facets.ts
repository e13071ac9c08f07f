import type { PhoneModelFacet } from '@nordshop/api-contract';
import type { CategoryTree } from './category-tree';

/**
 * The phone_model filter's choices of a listing: each phone model that fits one of its products,
 * with that count, its maker (with the maker's place in the tree's brand list) and its release
 * month. In tree order; the storefront groups and orders them (groupPhoneModels).
 */
export function phoneModelFacets(
  tree: CategoryTree,
  counts: ReadonlyMap<number, number>,
): PhoneModelFacet[] {
  const brands = tree.roots.filter((node) => node.kind === 'device_brand');
  const position = new Map(brands.map((brand, index) => [brand.id, index]));
  return [...tree.byId.values()].flatMap((model) => {
    const count = counts.get(model.id);
    const brand = model.path.at(-2);
    if (model.kind !== 'device_model' || count === undefined || !brand) return [];
    return [
      {
        slug: model.slug,
        name: model.name,
        count,
        brand: {
          slug: brand.slug,
          name: brand.name,
          position: position.get(brand.id) ?? brands.length,
        },
        released: model.released,
      },
    ];
  });
}
