import type { Category } from '@nordshop/api-contract';

/** The top categories of the main menu: root categories flagged show_in_main_menu, in menu order. */
export function mainMenuCategories(tree: readonly Category[]): Category[] {
  return tree.filter((category) => category.parent_id === null && category.show_in_main_menu);
}

/** The subcategories of `category` shown in menus (show_in_menu), in menu order. */
export function menuChildren(category: Category): Category[] {
  return category.children.filter((child) => child.show_in_menu);
}

/**
 * The header's category row: the menu subcategories (show_in_menu) of every main-menu top category,
 * top by top in menu order.
 */
export function categoryRowCategories(tree: readonly Category[]): Category[] {
  return mainMenuCategories(tree).flatMap(menuChildren);
}

/**
 * The categories along `path` (ids from a top category down), each found among the menu children
 * of the one before; it stops at the first id that is not there.
 */
export function categoryTrail(tops: readonly Category[], path: readonly number[]): Category[] {
  const trail: Category[] = [];
  let level: readonly Category[] = tops;
  for (const id of path) {
    const found = level.find((category) => category.id === id);
    if (!found) break;
    trail.push(found);
    level = menuChildren(found);
  }
  return trail;
}
