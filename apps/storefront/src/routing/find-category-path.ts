/** A node of the category tree as far as paths are concerned. */
export interface CategoryNode {
  readonly slug: string;
  readonly children?: readonly CategoryNode[] | undefined;
}

/**
 * The chain of slugs from the top of the tree down to the first category whose slug is `slug`
 * (breadth first, so a top category wins over a deeper one of the same slug), e.g. 'phones/apple'.
 */
export function findCategoryPath(tree: readonly CategoryNode[], slug: string): string | undefined {
  let level: { node: CategoryNode; path: string }[] = tree.map((node) => ({
    node,
    path: node.slug,
  }));
  while (level.length > 0) {
    const hit = level.find((entry) => entry.node.slug === slug);
    if (hit) return hit.path;
    level = level.flatMap(({ node, path }) =>
      (node.children ?? []).map((child) => ({ node: child, path: `${path}/${child.slug}` })),
    );
  }
  return undefined;
}
